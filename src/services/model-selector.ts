// The model side of recall: the FTS candidates become a manifest, a small model picks from it.
import type { Clock } from '../clock.js';
import { ageLabel } from '../memory/memdir.js';
import { RECALL_SCHEMA, RECALL_SYSTEM, recallPrompt } from '../llm/prompts/recall.js';
import type { Provider } from '../llm/types.js';
import type { MemorySelector, SelectInput } from './recall.js';

export class ModelSelector implements MemorySelector {
  readonly mode = 'llm';

  constructor(
    private readonly provider: Provider,
    private readonly model: string,
    private readonly clock: Clock,
  ) {}

  async select({ query, candidates, limit, tools, signal, projectId, sessionId }: SelectInput): Promise<string[]> {
    const now = this.clock.now();
    const manifest = candidates.map((c) => `- [${c.type}] ${c.file} (${ageLabel(c.mtimeMs, now)}): ${c.description ?? c.name ?? ''}`);
    const answer = await this.provider.select<{ selected_memories?: unknown }>({
      meta: { kind: 'recall', projectId, sessionId },
      model: this.model,
      system: RECALL_SYSTEM,
      prompt: recallPrompt(query, tools, manifest),
      schema: RECALL_SCHEMA as unknown as Record<string, unknown>,
      maxTokens: 256,
      signal,
    });
    const picked = Array.isArray(answer.selected_memories) ? answer.selected_memories.filter((f): f is string => typeof f === 'string') : [];
    const offered = new Set(candidates.map((c) => c.file));
    return picked.filter((f) => offered.has(f)).slice(0, limit); // a name that was not offered is dropped
  }
}
