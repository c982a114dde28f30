import { LEAD_PRICE_ADVERTISED } from '../constants/constants';

/** What a page says about itself in the document head. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface SitePage extends PageMeta {
  /** Open to search engines and sharing: listed in sitemap.xml, carries Open Graph and Twitter card tags. */
  public: boolean;
  /** Kept out of search results (`<meta name="robots" content="noindex">`): a page whose address is private. */
  noindex?: true;
}

const PRICE = `$${LEAD_PRICE_ADVERTISED}`;

/**
 * Every front-end route pattern (react-router syntax, `:param` is one path segment) with its title and description:
 * the shell's router has one route per pattern (shell/src/routes), the server answers 200 for a path that matches
 * one and 404 for any other, and puts the page's head tags into the HTML it sends (api/src/static). Spec §2.1.
 * A page may refine its title for a state of its own (e.g. 'Check Your Email'); these are what a fresh load shows.
 */
export const SITE_PAGES = {
  '/': {
    title: 'Motorcycle Transport Quotes Australia-Wide | MotoHaul',
    description:
      'Free, no-obligation motorcycle transport quotes in 60 seconds. Verified, insured providers Australia-wide call you with quotes within 24 hours.',
    public: true,
  },
  '/get-quote': {
    title: 'Get a Free Motorcycle Transport Quote | MotoHaul',
    description:
      'Tell us where your motorcycle is going in 60 seconds, and verified, insured transport providers call you with free quotes.',
    public: true,
  },
  '/quote-success': {
    title: 'Quote Request Received | MotoHaul',
    description: 'Your motorcycle transport quote request is in: providers will call you with quotes.',
    public: false,
  },
  '/quote-status/:token': {
    title: 'Your Quote Request Status | MotoHaul',
    description: 'Follow your motorcycle transport quote request: who took it and where your job is up to.',
    public: false,
    noindex: true,
  },
  '/for-providers': {
    title: 'For Transport Providers: Exclusive Motorcycle Leads | MotoHaul',
    description: `Exclusive motorcycle transport leads for ${PRICE} each, an 85% conversion rate, a built-in CRM and no monthly fees. Join over 100 providers Australia-wide.`,
    public: true,
  },
  '/provider-signup': {
    title: 'Provider Registration | MotoHaul',
    description: 'Create your MotoHaul provider account to buy exclusive motorcycle transport leads.',
    public: false,
  },
  '/login': {
    title: 'Provider Login | MotoHaul',
    description: 'Sign in to your MotoHaul provider dashboard.',
    public: false,
  },
  '/signup': {
    title: 'Become a Provider: Exclusive Motorcycle Transport Leads | MotoHaul',
    description: `Exclusive motorcycle transport leads for ${PRICE} each, with zero competition and $0 monthly fees.`,
    public: true,
  },
  '/auth/forgot-password': {
    title: 'Forgot Password | MotoHaul',
    description: 'Get a link to reset the password of your MotoHaul provider account.',
    public: false,
  },
  '/auth/reset-password': {
    title: 'Reset Password | MotoHaul',
    description: 'Choose a new password for your MotoHaul provider account.',
    public: false,
  },
  '/admin': {
    title: 'Admin Dashboard | MotoHaul',
    description: 'MotoHaul administration.',
    public: false,
  },
  '/admin/:tab': {
    title: 'Admin Dashboard | MotoHaul',
    description: 'MotoHaul administration.',
    public: false,
  },
  '/privacy-policy': {
    title: 'Privacy Policy | MotoHaul',
    description:
      'How MotoHaul collects, uses and shares your personal information under the Privacy Act 1988 and the Australian Privacy Principles.',
    public: true,
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions | MotoHaul',
    description: 'Terms for riders requesting motorcycle transport quotes and providers buying exclusive leads.',
    public: true,
  },
  '/find-providers': {
    title: 'Find Motorcycle Transport Providers | MotoHaul',
    description:
      'Search motorcycle transport providers across Australia by suburb or postcode, or get matched with one in minutes.',
    public: true,
  },
  '/dashboard': {
    title: 'Dashboard | MotoHaul',
    description: 'Your MotoHaul provider dashboard: available leads and your sales pipeline.',
    public: false,
  },
  '/dashboard/leads/:jobRef': {
    title: 'Dashboard | MotoHaul',
    description: 'Your MotoHaul provider dashboard: available leads and your sales pipeline.',
    public: false,
  },
  '/dashboard/performance': {
    title: 'Performance | MotoHaul',
    description: 'What your MotoHaul leads cost and earned: spend, credits, revenue and conversion by month.',
    public: false,
  },
} as const satisfies Record<string, SitePage>;

/** A front-end route pattern, e.g. '/get-quote' or '/admin/:tab'. */
export type SitePattern = keyof typeof SITE_PAGES;

export const SITE_PATTERNS = Object.keys(SITE_PAGES) as SitePattern[];

/** Any path no pattern matches (spec §2.1, §8: '404 Page Not Found'). */
export const NOT_FOUND_PAGE: PageMeta = {
  title: '404 Page Not Found | MotoHaul',
  description: 'The page you are looking for does not exist or has moved.',
};

/** The public pages (no parameters), in the order sitemap.xml lists them. */
export const PUBLIC_PAGE_PATHS = SITE_PATTERNS.filter((pattern) => SITE_PAGES[pattern].public);

/** A path's segments as the router compares them: decoded (an encoded '/' stays one), lower case, no empty ones. */
const segments = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F').toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });

/**
 * The pattern a path matches as the shell's router matches it: letter case and trailing slashes ignored, `:param`
 * one non-empty segment, no deeper paths. null: no front-end route (the not-found page, status 404).
 */
export function matchSitePattern(pathname: string): SitePattern | null {
  const parts = segments(pathname);
  return (
    SITE_PATTERNS.find((pattern) => {
      const wanted = segments(pattern);
      return wanted.length === parts.length && wanted.every((segment, index) => segment.startsWith(':') || segment === parts[index]);
    }) ?? null
  );
}
