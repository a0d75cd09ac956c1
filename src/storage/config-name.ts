// The config file's default name, apart from its reader (config-file.ts): naming it loads none of the config's
// validator, which only the commands that read a config load (issue 55: a diff of two files never does).
export const DEFAULT_CONFIG = 'mcp-contract.json';
