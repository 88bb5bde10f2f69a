// A start for the feedback note (issue #20 item 5): a thank-you and the notes the raters wrote,
// each once. Only a start: the sender edits it and approves what is sent; nothing is sent from it
// by itself, and no model writes it.

export function feedbackDraft(interviewTitle: string, notes: readonly string[]): string {
  const title = interviewTitle.replace(/\s+/g, ' ').trim();
  const distinct = [...new Set(notes.map((note) => note.replace(/\s+/g, ' ').trim()).filter(Boolean))];
  const thanks = `Thank you for your time on the video interview for ${title}.`;
  if (distinct.length === 0) return thanks;
  return [thanks, '', 'Here is what the team noted:', ...distinct.map((note) => `- ${note}`)].join('\n');
}
