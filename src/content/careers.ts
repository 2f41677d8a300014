/** The Careers page (spec 01 sections 2, 3 and 9): four open roles and the benefits. */

export interface OpenRole {
  readonly id: string;
  readonly role: string;
  readonly department: string;
  readonly location: string;
  readonly type: string;
  readonly description: string;
}

export const OPEN_ROLES: readonly OpenRole[] = [
  {
    id: 'senior-frontend-engineer',
    role: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Remote (US or UK)',
    type: 'Full-time',
    description:
      'Build the app homeowners scan and design with: fast on a mid-range phone, usable offline, and accessible to everyone.',
  },
  {
    id: 'computer-vision-engineer',
    role: 'Computer Vision Engineer',
    department: 'AI & Research',
    location: 'San Francisco, CA',
    type: 'Full-time',
    description:
      'Turn a two-minute phone scan into an accurate 3D room model, and teach our layouts to respect doors, windows and radiators.',
  },
  {
    id: 'interior-design-lead',
    role: 'Interior Design Lead',
    department: 'Design Studio',
    location: 'London, UK',
    type: 'Full-time',
    description:
      'Lead our certified designers, shape the styles our AI learns from, and keep every room we deliver worth photographing.',
  },
  {
    id: 'customer-experience-specialist',
    role: 'Customer Experience Specialist',
    department: 'Customer Care',
    location: 'Remote (US)',
    type: 'Part-time',
    description:
      'Help homeowners from first scan to final delivery by chat, email and phone, and bring what they tell you back to the team.',
  },
];

export interface Benefit {
  readonly id: 'health' | 'wellness' | 'remote' | 'learning' | 'home' | 'leave';
  readonly title: string;
  readonly text: string;
}

export const BENEFITS: readonly Benefit[] = [
  {
    id: 'health',
    title: 'Health cover',
    text: 'Medical, dental and vision for you and your family.',
  },
  {
    id: 'wellness',
    title: 'Wellness stipend: $200 a month',
    text: 'For the gym, a yoga class, therapy or whatever keeps you well.',
  },
  {
    id: 'remote',
    title: 'Work where you work best',
    text: 'Remote-first, with studios in San Francisco and London when you want company.',
  },
  {
    id: 'learning',
    title: 'Learning budget',
    text: 'Courses, books and conferences that help you grow.',
  },
  {
    id: 'home',
    title: 'A room of your own',
    text: 'A designer-styled home office, furnished by Aurevia, when you join.',
  },
  {
    id: 'leave',
    title: 'Time to recharge',
    text: 'Generous paid leave, plus the week between Christmas and New Year off.',
  },
];

export const CAREERS_EMAIL = 'careers@aurevia.app';
