import type { thJoin } from './th.join';

/** The join page of an invitation to a company's team (issue 43), English. */
export const enJoin: typeof thJoin = {
  title: 'Join the team of {{company}}',
  sideTitle: 'Join the hiring team',
  sideSubtitle: 'Work with your team: post jobs and handle applicants in one place',
  invitedBy: '{{name}} invites you to join the hiring team of this company as {{role}}',
  roles: { admin: 'an admin', recruiter: 'a recruiter', viewer: 'a viewer' },
  email: 'Invited e-mail',
  expires: 'This invitation is valid until {{date}}',
  mode: 'Your account',
  newAccount: 'I have no employer account yet',
  haveAccount: 'I already have one with this e-mail',
  newHint:
    'Create an account with the invited e-mail, no company details needed, then confirm the address with the link we send you.',
  memberHint: 'Sign in with the password of this account to join the team.',
  contactName: 'Your name',
  phone: 'Phone number',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submitNew: 'Create the account and join',
  submitMember: 'Sign in and join',
  invalidTitle: 'This invitation link cannot be used',
  invalid: 'The link is not valid, was revoked or was already used. Please ask for a new invitation.',
  expiredTitle: 'This invitation has expired',
  expired: 'Invitation links work for 7 days. Please ask the person who invited you to send it again.',
  mismatch: 'This account does not use the invited e-mail; the invitation was sent to {{email}}',
  alreadyMember:
    'This e-mail is already a member of another company. One account belongs to one company: please ask for an invitation to another address.',
  emailInUse: 'This e-mail already has an employer account: enter its password to join the team',
  signedInTitle: "You are signed in with another company's account",
  signedIn:
    'You are signed in as {{email}}, a member of another company. One account belongs to one company: please sign out and join with the invited e-mail.',
  signOut: 'Sign out',
  failed: 'Could not join the team, please try again',
  goHome: 'Back to the home page',
};
