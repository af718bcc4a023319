// The provider used when no key is set: no network, nothing to pay. Job kinds run their own
// deterministic code instead of an agent (see each job's offline path), and recall stays lexical.
import { ProviderUnavailableError, type ModelResponse, type Provider } from './types.js';

export class OfflineProvider implements Provider {
  readonly name = 'offline';
  readonly available = false;

  create(): Promise<ModelResponse> {
    return Promise.reject(new ProviderUnavailableError('no model is configured (set ANTHROPIC_API_KEY to enable one)'));
  }

  select<T>(): Promise<T> {
    return Promise.reject(new ProviderUnavailableError('no model is configured (set ANTHROPIC_API_KEY to enable one)'));
  }
}
