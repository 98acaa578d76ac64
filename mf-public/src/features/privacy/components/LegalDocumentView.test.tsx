import { render, screen } from '@testing-library/react';
import { LegalDocumentBody } from './LegalDocumentView';
import type { LegalDocument } from '../content/types';

const doc: LegalDocument = {
  title: 'นโยบายความเป็นส่วนตัว',
  version: '1.0',
  effectiveDate: '2026-01-01',
  intro: ['บทนำ'],
  sections: [
    {
      id: 'recipients',
      heading: 'ผู้รับข้อมูล',
      blocks: [{ table: { head: ['ผู้รับ', 'วัตถุประสงค์'], rows: [['บริษัทที่คุณสมัคร', 'พิจารณาใบสมัคร']] } }],
    },
  ],
};

describe('a legal text’s table', () => {
  it('sits in a focusable group named by its section, so a keyboard can scroll it sideways on a phone', () => {
    render(<LegalDocumentBody doc={doc} locale="th" />);
    const region = screen.getByRole('group', { name: '1. ผู้รับข้อมูล' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });
});
