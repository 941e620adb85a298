// eth-url-parser ships no types: what the tests read of its parse.
declare module "eth-url-parser" {
  export interface ParsedEthUrl {
    scheme: string;
    target_address: string;
    chain_id?: string;
    function_name?: string;
    parameters?: Record<string, string>;
  }
  export function parse(uri: string): ParsedEthUrl;
}
