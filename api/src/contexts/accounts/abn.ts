import isValidABN from 'is-valid-abn';

/**
 * Whether an 11-digit Australian Business Number passes its official check (the ATO's weighted sum modulo 89), as
 * the maintained `is-valid-abn` library computes it: 51 824 753 556 does, 51 824 753 557 does not.
 */
export const abnChecksumHolds = (abn: string): boolean => /^\d{11}$/.test(abn) && isValidABN(abn);
