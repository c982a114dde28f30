import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CspViolationsResponse } from '@motohaul/contracts';
import { cspViolations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { signIn, signedInAdmin } from '../../test/sign-in';

// What Chromium sends for a blocked inline script, in each format.
const legacyReport = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:4380/quote',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 7,
    'source-file': 'http://127.0.0.1:4380/quote',
    'status-code': 200,
    'script-sample': '',
  },
};

const reportingApiBatch = [
  {
    age: 12,
    type: 'csp-violation',
    url: 'http://127.0.0.1:4380/crm',
    user_agent: 'Chromium/156 (reporting)',
    body: {
      documentURL: 'http://127.0.0.1:4380/crm',
      referrer: '',
      blockedURL: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'; report-to csp-endpoint",
      sourceFile: 'http://127.0.0.1:4380/assets/index.js',
      sample: '',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 3,
      columnNumber: 41,
    },
  },
  { age: 1, type: 'deprecation', url: 'http://127.0.0.1:4380/crm', user_agent: 'Chromium/156', body: { id: 'x', message: 'old API' } },
];

describe('POST /api/csp-reports', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ RATE_LIMIT_EVENTS: '5' });
  });
  afterEach(() => t.close());

  const stored = () => t.database.db.select().from(cspViolations).orderBy(cspViolations.id);

  it('when a browser posts both report formats, then it answers 204 and the admin route reads both back', async () => {
    await t.agent
      .post('/api/csp-reports')
      .set('Content-Type', 'application/csp-report')
      .set('User-Agent', 'Chromium/156 (report-uri)')
      .send(JSON.stringify(legacyReport))
      .expect(204);
    await t.agent
      .post('/api/csp-reports')
      .set('Content-Type', 'application/reports+json')
      .set('User-Agent', 'Chromium/156 (header)')
      .send(JSON.stringify(reportingApiBatch))
      .expect(204);

    const { authorization } = await signedInAdmin(t);
    const res = await t.agent.get('/api/admin/csp-violations').set('Authorization', authorization).expect(200);
    const body = res.body as CspViolationsResponse;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.total).toBe(2);
    // Newest first; the deprecation report of the batch is not a violation.
    expect(body.violations).toMatchObject([
      {
        documentUri: 'http://127.0.0.1:4380/crm',
        violatedDirective: 'script-src-elem',
        effectiveDirective: 'script-src-elem',
        blockedUri: 'https://evil.example/x.js',
        sourceFile: 'http://127.0.0.1:4380/assets/index.js',
        lineNumber: 3,
        columnNumber: 41,
        disposition: 'enforce',
        userAgent: 'Chromium/156 (reporting)',
      },
      {
        documentUri: 'http://127.0.0.1:4380/quote',
        violatedDirective: 'script-src-elem',
        effectiveDirective: 'script-src-elem',
        blockedUri: 'inline',
        sourceFile: 'http://127.0.0.1:4380/quote',
        lineNumber: 12,
        columnNumber: 7,
        disposition: 'enforce',
        userAgent: 'Chromium/156 (report-uri)',
      },
    ]);
    expect(Date.parse(body.violations[0]!.createdAt)).not.toBeNaN();
  });

  it('when the admin asks for fewer rows, then the total still counts every violation', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.agent.post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(legacyReport)).expect(204);
    }
    const { authorization } = await signedInAdmin(t);
    const res = await t.agent.get('/api/admin/csp-violations?limit=2').set('Authorization', authorization).expect(200);
    expect(res.body).toMatchObject({ total: 3 });
    expect(res.body.violations).toHaveLength(2);
    await t.agent.get('/api/admin/csp-violations?limit=0').set('Authorization', authorization).expect(400);
  });

  it('when an older browser reports only the violated directive, then the effective directive is its name', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://127.0.0.1/', 'violated-directive': "style-src 'self'" } };
    await t.agent.post('/api/csp-reports').set('Content-Type', 'application/json').send(report).expect(204);
    expect(await stored()).toMatchObject([{ violatedDirective: "style-src 'self'", effectiveDirective: 'style-src', blockedUri: null, lineNumber: null }]);
  });

  it('when report text is very long, then it is stored cut to size', async () => {
    const long = `https://cdn.example/${'a'.repeat(5000)}`;
    const report = { 'csp-report': { ...legacyReport['csp-report'], 'blocked-uri': long, 'line-number': 1.5, 'original-policy': '' } };
    await t.agent.post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(report)).expect(204);
    const [row] = await stored();
    expect(row?.blockedUri).toBe(long.slice(0, 2048));
    expect(row?.lineNumber).toBeNull();
  });

  it('when the report comes from another site without cookies, then the cross-site guard does not refuse it', async () => {
    await t.agent
      .post('/api/csp-reports')
      .set('Content-Type', 'application/reports+json')
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send(JSON.stringify(reportingApiBatch))
      .expect(204);
    expect(await stored()).toHaveLength(1);
  });

  it('when the body is JSON but no report, then it answers 400 and stores nothing', async () => {
    for (const body of [{ hello: 'world' }, { 'csp-report': { 'blocked-uri': 'inline' } }, [{ type: 'csp-violation', body: {} }], 'text']) {
      const res = await t.agent.post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(body)).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    await t.agent.post('/api/csp-reports').set('Content-Type', 'application/csp-report').send('{not json').expect(400);
    expect(await stored()).toHaveLength(0);
  });

  it('when the body is not JSON, then it answers 415 and stores nothing', async () => {
    await t.agent.post('/api/csp-reports').set('Content-Type', 'text/plain').send(JSON.stringify(legacyReport)).expect(415);
    expect(await stored()).toHaveLength(0);
  });

  it('when the body is over 16 kB, then it answers 413 and stores nothing', async () => {
    const report = { 'csp-report': { ...legacyReport['csp-report'], 'script-sample': 'x'.repeat(17 * 1024) } };
    await t.agent.post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(report)).expect(413);
    expect(await stored()).toHaveLength(0);
  });

  it('when a batch has more than 50 reports, then it answers 400 and stores nothing', async () => {
    const batch = Array.from({ length: 51 }, () => ({ type: 'csp-violation', body: { documentURL: 'http://127.0.0.1/' } }));
    await t.agent.post('/api/csp-reports').set('Content-Type', 'application/reports+json').send(JSON.stringify(batch)).expect(400);
    expect(await stored()).toHaveLength(0);
  });

  it('when one IP sends more reports than the limit, then it answers 429 with Retry-After', async () => {
    const post = () => t.agent.post('/api/csp-reports').set('Content-Type', 'application/csp-report').send(JSON.stringify(legacyReport));
    for (let i = 0; i < 5; i += 1) await post().expect(204);
    const res = await post().expect(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(await stored()).toHaveLength(5);
  });
});

describe('GET /api/admin/csp-violations', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('when there is no admin token, then it answers 401', async () => {
    await t.agent.get('/api/admin/csp-violations').expect(401);
    await t.agent.get('/api/admin/csp-violations').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('when a signed-in provider asks with their session, then it answers 401', async () => {
    const provider = await createUser(t, { username: 'csp-provider' });
    await t.agent.get('/api/admin/csp-violations').set('Cookie', await signIn(t, provider.username)).expect(401);
  });
});

describe('the CSP report directives', () => {
  const headersOf = async (vars: Record<string, string>) => {
    const t = await createTestApp(vars);
    try {
      return (await t.agent.get('/api/health')).headers;
    } finally {
      await t.close();
    }
  };

  it('when the product is served over HTTPS, then its CSP reports with report-uri and report-to and names the endpoint group', async () => {
    const headers = await headersOf({ PUBLIC_ORIGIN: 'https://motohaul.example' });
    const csp = headers['content-security-policy'] as string;
    expect(csp).toContain('report-uri /api/csp-reports');
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain("default-src 'self'");
    expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-reports"');
  });

  it('when the product is served over plain http, then its CSP reports with report-uri alone', async () => {
    const headers = await headersOf({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    const csp = headers['content-security-policy'] as string;
    expect(csp).toContain('report-uri /api/csp-reports');
    expect(csp).not.toContain('report-to');
    expect(headers['reporting-endpoints']).toBeUndefined();
  });
});
