/** "Fill from my CV" on the profile page (issue 44), English. */
export const enCvImport = {
  cvImport: {
    open: 'Fill from my CV',
    hint: 'Upload your CV (PDF or DOCX) and check what we found before it goes into your profile',
    uploadTitle: 'Fill your profile from a CV',
    uploadText:
      'Choose your CV (PDF or DOCX, up to 5 MB). We read your name, contact details, work experience, education and skills for you to check first.',
    choose: 'Choose a CV file',
    privacy:
      'The file is read and dropped at once: it is not kept, and nothing is saved until you save your profile.',
    reading: 'Reading your CV…',
    failed: 'The file could not be read. Please try again.',
    reviewTitle: 'Check what we found in your CV',
    reviewText: 'Tick what should go into the form. You can still edit it before saving.',
    nothing: 'Nothing usable was found in this file. Try another file or fill the form yourself.',
    replaces: 'replaces "{{value}}"',
    emailFound: 'E-mail in the CV: {{email}} (your account e-mail does not change)',
    present: 'Present',
    noTitle: '(no job title found)',
    noInstitution: '(no institution found)',
    otherSkills: 'Words that are not in the skills list: {{list}}',
    notSaved: 'Nothing is saved until you press "Save profile".',
    another: 'Use another file',
    apply: 'Put into the form',
    pendingTitle: 'The form holds values from your CV that are not saved yet',
    pendingText:
      'Check and edit them below, then press "Save profile". Leaving this page drops the unsaved values.',
    discard: 'Discard the CV values',
  },
};
