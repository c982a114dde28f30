export { TeamManagementButton } from './team-management-button';
export type { TeamManagementButtonProps } from './team-management-button';
export { TeamManagementDialog } from './team-management-dialog';
export type { TeamManagementDialogProps } from './team-management-dialog';
export { isTeamOwner } from './is-team-owner';
