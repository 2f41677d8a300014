// @vitest-environment node
import { summarizeMedia, summarizePartner } from '../../src/features/company/InquiryForms.tsx';

describe('inquiry summaries', () => {
  it('describe a media inquiry by publication and subject', () => {
    expect(summarizeMedia({ publication: 'Habitat Journal', subject: 'Interview' })).toBe(
      'Media inquiry from Habitat Journal: Interview',
    );
  });

  it('describe a partner inquiry by company and industry', () => {
    expect(summarizePartner({ company: 'Nordhem', industry: 'realestate' })).toBe(
      'Partnership inquiry from Nordhem (Real estate)',
    );
    expect(summarizePartner({ company: 'Nordhem', industry: '' })).toBe(
      'Partnership inquiry from Nordhem (Other)',
    );
  });
});
