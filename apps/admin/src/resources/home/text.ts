/** `parse` of an optional text input: emptied, it stays text (react-admin would send null, which the API refuses). */
export const keepText = (value: string | null): string => value ?? '';
