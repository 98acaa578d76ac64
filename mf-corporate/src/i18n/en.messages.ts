/** Messages per application (issue 43), English. */
export const enMessages = {
  messages: {
    title: 'Messages',
    metaDescription: 'Messages between your team and the applicant',
    empty: 'No messages yet. Start the conversation with the applicant here.',
    byMember: '{{name}} (your team)',
    byCandidate: '{{name}} (applicant)',
    compose: 'Write to the applicant',
    placeholder: 'Type a message to the applicant; they are notified on the site and by e-mail',
    attach: 'Attach a file',
    attachHint: 'One file per message: PDF, DOCX, PNG, JPEG or WebP, up to 5 MB',
    fileTooLarge: 'The file is larger than 5 MB',
    send: 'Send',
    sendFailed: 'The message could not be sent',
    readOnly: 'Your role on this job can read the messages but not send them',
    unreadBadge: 'Unread messages: {{count}}',
    closed: {
      withdrawn: 'The applicant withdrew the application, so no more messages can be sent',
      restricted:
        'The applicant restricted the processing of their personal data, so messages cannot be sent for now',
      candidate_unavailable:
        "The applicant's data is no longer open to companies, so the messages are not shown",
      company_suspended: 'Your company account is suspended, so messages cannot be sent',
    },
  },
};
