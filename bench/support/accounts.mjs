// Provider accounts made through the real API (signup, then POST /api/auth/login): answers the session cookie.
// The login is the API test kit's one signIn (api/src/test/sign-in.ts); benches run under tsx, so it is imported as is.
import { signIn } from '../../api/src/test/sign-in.ts';

const json = (body, cookie) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
  body: JSON.stringify(body),
});

/** Signs up provider number `index` (a unique username) and answers its session cookie. */
export async function providerCookie(baseUrl, index) {
  const username = `bench-provider-${index}-${Date.now()}`;
  const password = 'bench-pass-123';
  const signup = await fetch(
    `${baseUrl}/api/auth/provider/signup`,
    json({
      username,
      password,
      firstName: 'Bench',
      lastName: `Provider ${index}`,
      phone: '0400 000 000',
      companyName: `Bench Transport ${index}`,
      email: `${username}@example.com`,
    }),
  );
  if (!signup.ok) throw new Error(`Provider signup failed: ${signup.status} ${await signup.text()}`);
  return signIn(baseUrl, username, password);
}

/** `count` provider cookies, signed up `batch` at a time (argon2 hashing is the cost). */
export async function providerCookies(baseUrl, count, batch = 10) {
  const cookies = [];
  for (let i = 0; i < count; i += batch) {
    cookies.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => providerCookie(baseUrl, i + j)))));
  }
  return cookies;
}

// Riders' mobiles in 0412 (an allocated range; some 04xx are not, and are refused): a run starts at a random number so
// repeated runs on one database do not share a phone.
const firstPhone = Math.floor(Math.random() * 1_000_000);

/**
 * A valid rider's quote (POST /api/leads). Each index is a different rider (its own mobile): the same phone and trip
 * within 14 days would be merged into the first lead (ADR 0013), which is not what a bench of new quotes measures.
 */
export const quote = (index) => ({
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  timeframe: 'this_week',
  isFlexibleDates: true,
  motorcycleMake: 'Bench',
  motorcycleModel: `Model ${index}`,
  canRollAndSteer: true,
  customerName: 'Bench Rider',
  customerPhone: `0412${String((firstPhone + index) % 1_000_000).padStart(6, '0')}`,
});
