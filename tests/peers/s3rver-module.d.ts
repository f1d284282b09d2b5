// The part of s3rver 3's API the tests use; the package ships no types.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  export interface S3rverOptions {
    address?: string;
    port?: number;
    /** Where the buckets and objects are kept on disk. */
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    /** Buckets that exist from the start. */
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Starts listening; answers the address it listens on. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
