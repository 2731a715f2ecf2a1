export declare const chromiumArgs: string[];
export declare function chromiumPath(): string;
export declare function findChromium(): string | null;
export declare function ensureChromium(): string;
