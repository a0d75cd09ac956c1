export declare const snapshot: typeof validate0;
declare function validate0(data: any, { instancePath, parentData, parentDataProperty, rootData }?: {
    instancePath?: string | undefined;
    rootData?: any;
}): boolean;
export declare const config: typeof validate14;
declare function validate14(data: any, { instancePath, parentData, parentDataProperty, rootData }?: {
    instancePath?: string | undefined;
    rootData?: any;
}): boolean;
export {};
