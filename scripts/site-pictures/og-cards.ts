export async function writeOpenGraphCards(_: unknown) {}
