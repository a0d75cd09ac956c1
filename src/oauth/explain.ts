// One line from whatever an authorization failed with: the SDK's errors (issuer mismatch, resource mismatch, an OAuth
// error answer), a network failure, or ours. The authorization server's raw body is dropped (it is its text, and may
// be long); redaction of the run's secrets happens where the line is printed, as for every capture error.

/** The SDK's errors name their class in `name`; a fetch failure hides its reason in `cause`. */
export function oneLineOAuth(e: unknown): string {
  if (!(e instanceof Error)) return String(e).slice(0, 300);
  let text = e.message.replace(/^OAuth: /, '');
  const cause = (e as Error & { cause?: unknown }).cause;
  if (text === 'fetch failed' && cause instanceof Error) text = `could not reach the authorization server: ${cause.message}`;
  text = text.replace(/\.?\s*Raw body:[\s\S]*$/, '').replace(/\s+/g, ' ').trim();
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
