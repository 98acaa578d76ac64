/** Namespace 'candidate', English: invitations to apply from companies, on the overview. */
export const enInvitations = {
  invitations: {
    title: 'Invitations to apply',
    hint: 'Companies that found your profile invite you to apply for these jobs',
    invitedAt: 'Invited {{time}}',
    viewJob: 'View and apply',
    applied: 'Applied',
    closed: 'No longer open',
    dismiss: 'Hide',
    dismissLabel: 'Hide the invitation from {{company}}',
    dismissed: 'Invitation hidden',
    dismissFailed: 'The invitation could not be hidden',
  },
};
