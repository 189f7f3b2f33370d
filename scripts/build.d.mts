/** Types of scripts/build.mjs (plain JavaScript: it runs before anything is built). */
export type PartName = 'web' | 'server';
export const parts: Record<PartName, { inputs: string[]; output: string; build(): Promise<void> }>;
export function sourcesFingerprint(base: string, inputs: string[]): string;
export function buildChanged(names?: PartName[]): Promise<PartName[]>;
