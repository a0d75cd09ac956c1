// The signed bundle could not be attached to its GitHub release. The run exits 5 (the CLI's "could not be written"),
// not the Action's usual 1, so a workflow or a person can tell an unattached signature from a refused release.
import { ContractError, EXIT } from '../core/shared/errors.js';

export class ReleaseAssetError extends ContractError {
  constructor(message: string) {
    super(message, EXIT.write);
    this.name = 'ReleaseAssetError';
  }
}
