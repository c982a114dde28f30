// Step 2 of `npm run cluster:check`: a provider uploads an insurance certificate to machine A (straight to its port,
// not through nginx), and machine B reads it back, for its owner and for the admin (ADR 0055): certificates live in
// the S3-compatible store, not on a machine's disk.
import { randomBytes } from 'node:crypto';
import { signIn } from '../../api/src/test/sign-in.ts';
import { send } from './http.mjs';

// A 1x1 PNG: the API tells a certificate's type from its bytes.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]);

async function readCertificate(url, headers) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function certificateAcrossMachines({ cluster, log }) {
  const [a, b] = cluster.machines;
  const username = `cluster-${randomBytes(4).toString('hex')}`;
  const password = 'cluster-pass-123';
  const companyName = `Cluster Check Transport ${username}`;
  await send(`${a.url}/api/auth/provider/signup`, {
    method: 'POST',
    expect: 201,
    body: { username, password, firstName: 'Casey', lastName: 'Cluster', phone: '0400 000 000', companyName, email: `${username}@example.com` },
  });
  const cookie = await signIn(a.url, username, password);
  await send(`${a.url}/api/business`, {
    method: 'PUT',
    cookie,
    body: {
      companyName,
      businessAddress: '4 Wharf Road, Balmain NSW 2041',
      licenseNumber: 'MC-20931',
      abn: '51 824 753 556',
      insurer: 'Allianz',
      policyNumber: 'POL-778812',
      coverAmount: '20000000',
      insuranceExpiresOn: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  const upload = await fetch(`${a.url}/api/business/certificate`, { method: 'PUT', headers: { Cookie: cookie, 'Content-Type': 'application/octet-stream' }, body: PNG });
  if (upload.status !== 200) throw new Error(`The certificate upload to machine A answered ${upload.status}: ${await upload.text()}`);
  log(`uploaded a ${PNG.length}-byte PNG certificate for ${username} to machine A`);

  const owners = await readCertificate(`${b.url}/api/business/certificate`, { Cookie: cookie });
  if (!owners.equals(PNG)) throw new Error('Machine B answered the owner another certificate than the one uploaded to A');
  log('machine B answered its owner the same bytes');

  const admin = await (await send(`${b.url}/api/admin/login`, { method: 'POST', body: { username: 'admin', password: 'admin123' } })).json();
  const authorization = { Authorization: `Bearer ${admin.token}` };
  const pending = await (await fetch(`${b.url}/api/admin/verifications`, { headers: authorization })).json();
  const submission = pending.find((item) => item.companyName === companyName);
  if (!submission) throw new Error(`Machine B's admin list of pending verifications lacks ${companyName}`);
  const admins = await readCertificate(`${b.url}/api/admin/verifications/${submission.providerId}/certificate`, authorization);
  if (!admins.equals(PNG)) throw new Error("Machine B answered the admin another certificate than the one uploaded to A");
  log('machine B answered the admin the same bytes');
}
