/** Namespace 'candidate', English: messages per application (issue 43); spread into en.ts. */
export const enMessages = {
  messages: {
    title: 'Messages',
    metaTitle: 'Messages: {{job}}',
    metaDescription: 'Messages between you and the company about your application',
    back: 'Back to my applications',
    link: 'Messages',
    linkUnread: 'Messages ({{count}} unread)',
    empty: 'No messages yet. You can ask the company about this application.',
    me: 'You',
    fromCompany: '{{name}} from {{company}}',
    compose: 'Write to the company',
    placeholder: 'Type a message to the company',
    attach: 'Attach a file',
    attachHint: 'One file per message: PDF, DOCX, PNG, JPEG or WebP, up to 5 MB',
    fileTooLarge: 'The file is larger than 5 MB',
    send: 'Send',
    sendFailed: 'The message could not be sent',
    downloadFailed: 'The file could not be downloaded',
    privacy:
      "Messages and files are seen only by you and this company's team, and are part of the data you can download.",
    closed: {
      withdrawn: 'You withdrew this application, so no more messages can be sent; you can still read them.',
      restricted:
        'You restricted the processing of your personal data, so messaging is paused. You can lift the restriction in your privacy settings.',
      candidate_unavailable:
        'Your account is being deleted or has not given its consent, so messaging is closed.',
      company_suspended: 'This company is suspended for now, so messages cannot be sent.',
    },
  },
};
