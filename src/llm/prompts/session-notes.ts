// The session-notes update instruction. A user's <home>/session-memory/config/prompt.md
// replaces it; {{variables}} are filled in either way (unknown ones are left as they are).
export const DEFAULT_NOTES_PROMPT = `# Job: update the session notes

Keep the notes of this session current. They are read instead of the transcript when the conversation is compacted, so someone continuing the work must be able to pick it up from them alone.

The notes file is {{notesPath}}. Its current content:

<notes>
{{currentNotes}}
</notes>

Update it from the transcript above (mainly the messages after #{{afterSeq}}), using Edit on that file only:
- Change only the content under each section's italic description. Never change, move or remove a "# " header or the italic line under it.
- Current State says what is being worked on right now and what is still pending; keep it accurate above all.
- Keep the limits the user set on this work ("don't push anything", "don't touch the seed files"): they hold until the work is done, and a compacted session must not forget them.
- Be terse and specific: file names, commands, error messages, decisions and their reasons. No filler.
- Keep each section under about {{sectionTokens}} tokens and the whole file under about {{totalTokens}}.
{{sectionReminders}}

Make all your edits in one turn if you can, then stop.`;
