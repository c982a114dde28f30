// Small statistics the benchmarks print.

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The p-th percentile of an ascending array (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
