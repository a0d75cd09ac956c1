// The error a failed authorization ends in, apart from the OAuth client itself: the capture's transport choice tells it
// from other failures without loading the SDK's auth code on a run that never meets OAuth (a stdio capture).

/** The one line a failed authorization becomes (capture: exit 3; the guard: this member is out, with this reason). */
export class OAuthAccessError extends Error {
  constructor(message: string) {
    super(`OAuth: ${message}`);
    this.name = 'OAuthAccessError';
  }
}
