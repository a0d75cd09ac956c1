/** The one line a failed authorization becomes (capture: exit 3; the guard: this member is out, with this reason). */
export declare class OAuthAccessError extends Error {
    constructor(message: string);
}
