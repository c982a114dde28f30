import type { PageHandle, RemoteRoute } from '@motohaul/contracts';

// Stand-in remotes for the shell's tests: route trees shaped like the real remotes' `./routes` modules (a public
// page, a signed-out-only page, a nested dashboard with the signed-in home, a parameter route), with pages and
// texts of their own. The shell is tested against the contract, not against another team's pages or headings.

const page = () => Promise.resolve({ default: () => null });
const handle = (title: string, flags: Omit<PageHandle, 'title' | 'description'>): PageHandle => ({
  title: `${title} | Stand-in`,
  description: `The stand-in ${title.toLowerCase()} page.`,
  ...flags,
});
const BOTH_SETS = { signedOut: true, signedIn: true } as const;

/** The routes of each stand-in remote, by the remote's name. */
export const standInRoutes: Record<'mf_public' | 'mf_quote' | 'mf_crm' | 'mf_admin', RemoteRoute[]> = {
  mf_public: [
    { path: '/', page, handle: handle('Home', { public: true, signedOut: true }) },
    { path: '/signup', page, handle: handle('Signup', { public: true, signedOut: true }) },
    { path: '/for-providers', page, handle: handle('For providers', { public: true, signedOut: true }) },
    { path: '/find-providers', page, handle: handle('Directory', { public: true, signedOut: true }) },
    { path: '/privacy-policy', page, handle: handle('Privacy', { public: true, ...BOTH_SETS }) },
  ],
  mf_quote: [
    { path: '/get-quote', page, handle: handle('Wizard', { signedOut: true }) },
    { path: '/quote-success', page, handle: handle('Sent', { noindex: true, signedOut: true }) },
    { path: '/quote-status/:token', page, handle: handle('Status', { noindex: true, signedOut: true }) },
  ],
  mf_crm: [
    {
      path: '/dashboard',
      children: [
        { index: true, page, handle: handle('Dashboard', { ...BOTH_SETS, signedInHome: true }) },
        { path: 'leads/:jobRef', page, handle: handle('Dashboard', BOTH_SETS) },
      ],
    },
    { path: '/login', page, handle: handle('Login', { signedOut: true }) },
  ],
  mf_admin: [
    { path: '/admin', page, handle: handle('Admin', BOTH_SETS) },
    { path: '/admin/:tab', page, handle: handle('Admin', BOTH_SETS) },
  ],
};
