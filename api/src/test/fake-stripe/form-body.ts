/** A form-encoded value as Stripe's API reads it: `metadata[leadId]=7`, `payment_method_types[0]=card`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

const asArrays = (value: FormValue): FormValue => {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, asArrays(value[key]!)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  }
  return Object.fromEntries(entries);
};

/** Parses the bracket notation the stripe SDK encodes request parameters with. */
export function parseFormBody(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Record<string, FormValue> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as Record<string, FormValue>;
    });
  }
  return asArrays(root) as Record<string, FormValue>;
}
