export interface Callback {
    code: string;
    iss?: string;
}
/** One line for a redirect that cannot be used; nothing is stored after it. */
export declare class SignInRefused extends Error {
}
export declare class Loopback {
    private readonly server;
    readonly url: string;
    private waiting?;
    private constructor();
    static open(): Promise<Loopback>;
    /** The next callback carrying `state`; a wrong state, an error answer or no callback within `ms` rejects. */
    next(state: string, ms: number): Promise<Callback>;
    private answer;
    close(): Promise<void>;
}
