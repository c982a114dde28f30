import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiClient, type TeamMember, type TeamMemberInput, type TeamMembersResponse } from '@motohaul/contracts';

const TEAM_MEMBERS_KEY = [API_PATHS.teamMembers] as const;

/** GET /api/team-members: the team members, read only while the dialog is open. */
export const useTeamMembers = (enabled: boolean) =>
  useQuery({ queryKey: TEAM_MEMBERS_KEY, queryFn: ({ signal }) => apiClient.get<TeamMembersResponse>(API_PATHS.teamMembers, { signal }), staleTime: 0, enabled });

/** POST /api/team-members (201 with the member), then the list is read again. */
export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamMemberInput) => apiClient.post<TeamMember>(API_PATHS.teamMembers, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_KEY }),
  });
}

/** DELETE /api/team-members/:id (204), then the list is read again. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: TeamMember) => apiClient.delete<void>(API_PATHS.teamMember(member.id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_MEMBERS_KEY }),
  });
}
