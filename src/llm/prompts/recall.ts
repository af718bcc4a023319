// The recall selector's prompt: a short side query that picks at most five memories.
export const RECALL_SYSTEM = `You choose which memory files an AI coding agent should see for the user's current request. You get the request, the tools the agent is using right now, and a list of memory files, one per line: type, file name, age, and a one-line description.

Return the names of the files that will clearly help with this request: at most 5, and none at all when nothing fits. Pick a file only when you are confident it is relevant; when in doubt, leave it out. When the agent is already using a tool, skip memories that only document that tool's usage, but do pick warnings, gotchas and known problems with it. Use only file names from the list, exactly as written.`;

export const RECALL_SCHEMA = {
  type: 'object',
  properties: { selected_memories: { type: 'array', items: { type: 'string' }, maxItems: 5 } },
  required: ['selected_memories'],
  additionalProperties: false,
} as const;

export function recallPrompt(query: string, tools: string[], manifest: string[]): string {
  return [
    `Request:\n${query}`,
    `Tools in use: ${tools.length ? tools.join(', ') : 'none'}`,
    `Memory files:\n${manifest.join('\n')}`,
  ].join('\n\n');
}
