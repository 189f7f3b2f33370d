/** Length bounds for a password (NIST SP 800-63B: at least 8, accept at least 64). */
export const passwordLength = { min: 8, max: 128 } as const;
