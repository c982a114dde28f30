import { useState } from 'react';
import type { AdminProviderRow } from '@motohaul/contracts';
import { Button, Dialog, TextField, EmptyState, Pager } from '@motohaul/design-system';
import { toast } from '@motohaul/platform';
import { useAdminProviders, useProviderApproveMutation, useProviderResetLinkMutation, useProviderStatusMutation } from '../../api/providers';
import { LoadState } from '../load-state';
import { useDebouncedValue } from '../use-debounced-value';
import { ProviderCard, directoryGaps, fullName } from './provider-card';
import { ResetLinkDialog, type CreatedResetLink } from './reset-link-dialog';
import styles from '../admin-panel.module.css';

const PAGE_SIZE = 12;

/**
 * Providers: search, page, activate or deactivate each (deactivation is confirmed first), approve unverified ones, and
 * create a one-time password reset link to pass on (ADR 0032).
 */
export function ProvidersTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<AdminProviderRow | null>(null);
  const [resetLink, setResetLink] = useState<CreatedResetLink | null>(null);
  const q = useDebouncedValue(search.trim());
  const query = useAdminProviders({ q, page, pageSize: PAGE_SIZE });

  const status = useProviderStatusMutation({
    onSuccess: (updated) => {
      setConfirming(null);
      toast({
        title: updated.isActive ? 'Provider activated' : 'Provider deactivated',
        description: updated.isActive
          ? `${fullName(updated)} can sign in and buy leads again.`
          : `${fullName(updated)} has been signed out and can no longer sign in or buy leads.`,
        variant: 'success',
      });
    },
    onError: (error) => toast({ title: 'Could not change the provider', description: error.message, variant: 'destructive' }),
  });

  const approve = useProviderApproveMutation({
    // Said as it is: approving the account lists a provider only when nothing else is missing (issue 45 item 3).
    onSuccess: (updated) => {
      const gaps = directoryGaps(updated);
      const description =
        gaps.length === 0
          ? `${fullName(updated)} is now listed in the provider directory.`
          : `${fullName(updated)} is approved, but not listed in the provider directory yet: ${gaps.join(', ')}.`;
      toast({ title: 'Provider approved', description, variant: 'success' });
    },
    onError: (error) => toast({ title: 'Could not approve the provider', description: error.message, variant: 'destructive' }),
  });

  const createResetLink = useProviderResetLinkMutation({
    onError: (error) => toast({ title: 'Could not create a reset link', description: error.message, variant: 'destructive' }),
  });
  const onResetLink = (provider: AdminProviderRow) =>
    createResetLink.mutate(provider, { onSuccess: (link) => setResetLink({ ...link, providerName: fullName(provider) }) });

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <div className={styles.stack}>
      <div className={styles.filters} role="search">
        <TextField label="Search providers" type="search" value={search} onChange={(event) => onSearch(event.target.value)} hint="Name, email, company or username" />
      </div>
      {!query.isSuccess ? (
        <LoadState what="providers" query={query} />
      ) : query.data.items.length === 0 ? (
        q ? (
          <EmptyState title="No providers match your search" text={`Nothing matches "${q}". Try another name, email or company.`} />
        ) : (
          <EmptyState title="No providers registered yet" text="Providers will appear here once they sign up" />
        )
      ) : (
        <>
          <ul className={styles.cardGrid} aria-label="Providers" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                busy={status.isPending && status.variables.provider.id === provider.id}
                approving={approve.isPending && approve.variables.id === provider.id}
                onActivate={() => status.mutate({ provider, isActive: true })}
                onDeactivate={() => setConfirming(provider)}
                onApprove={() => approve.mutate(provider)}
                creatingResetLink={createResetLink.isPending && createResetLink.variables.id === provider.id}
                onResetLink={() => onResetLink(provider)}
              />
            ))}
          </ul>
          <Pager label="Providers pages" page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} />
        </>
      )}
      <ResetLinkDialog link={resetLink} onClose={() => setResetLink(null)} />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Deactivate ${fullName(confirming)}?` : ''}
        description="They are signed out at once and cannot sign in or buy leads until you activate them again. Their data is kept."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={status.isPending}
              loadingLabel="Deactivating"
              onClick={() => confirming && status.mutate({ provider: confirming, isActive: false })}
            >
              Deactivate
            </Button>
          </>
        }
      />
    </div>
  );
}
