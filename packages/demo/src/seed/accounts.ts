// Demo accounts for every role (passwords in the README) and the owners behind demo listings.
import { randomBytes } from 'node:crypto';

export const DEMO_ACCOUNTS = [
  {
    phone: '+919810000001',
    password: 'Admin@12345',
    role: 'admin',
    fullName: 'Aarti Malhotra',
    email: 'admin@aangan.in',
  },
  { phone: '+919810000002', password: 'Agent@12345', role: 'agent', fullName: 'Rohit Yadav', email: 'agent@aangan.in' },
  {
    phone: '+919810000003',
    password: 'Owner@12345',
    role: 'owner',
    fullName: 'Sunil Khatana',
    email: 'owner@aangan.in',
  },
  { phone: '+919810000004', password: 'User@12345', role: 'user', fullName: 'Neha Verma', email: 'user@aangan.in' },
] as const;

export const EXTRA_AGENTS = [
  { phone: '+919810000005', fullName: 'Pooja Dahiya', email: 'pooja.agent@aangan.in' },
  { phone: '+919810000006', fullName: 'Vikas Chauhan', email: 'vikas.agent@aangan.in' },
];

/**
 * Builders' own accounts (random passwords): the projects of these builders name them as
 * builder_id, and the units they list there show "Builder" (decision 024). Names match
 * projects.ts; like the projects, they are fictional.
 */
export const DEMO_BUILDERS = [
  { phone: '+919810020001', fullName: 'Kesar Developers', email: 'sales@kesar-developers.example.in' },
  { phone: '+919810020002', fullName: 'Anant Infra', email: 'sales@anant-infra.example.in' },
  { phone: '+919810020003', fullName: 'Sattva Estates', email: 'sales@sattva-estates.example.in' },
];

const FIRST = [
  'Amit',
  'Priya',
  'Rajesh',
  'Sunita',
  'Manoj',
  'Kavita',
  'Deepak',
  'Anjali',
  'Sandeep',
  'Ritu',
  'Harish',
  'Meenakshi',
  'Naveen',
  'Seema',
  'Ajay',
  'Pallavi',
  'Gaurav',
  'Shalini',
  'Yogesh',
  'Rekha',
  'Tarun',
  'Swati',
  'Vinod',
  'Nisha',
];
const LAST = [
  'Sharma',
  'Yadav',
  'Gupta',
  'Malik',
  'Arora',
  'Chauhan',
  'Kataria',
  'Sehrawat',
  'Bansal',
  'Jain',
  'Rao',
  'Dahiya',
  'Kapoor',
  'Saini',
  'Khurana',
  'Grewal',
  'Mehta',
  'Singh',
  'Tanwar',
  'Aggarwal',
  'Bhatia',
  'Ahlawat',
  'Verma',
  'Sethi',
];

/** 24 listing owners with unguessable passwords (they exist to own demo listings). */
export function demoOwners(): { phone: string; fullName: string; email: string }[] {
  return FIRST.map((f, i) => ({
    phone: `+91981001${String(i).padStart(4, '0')}`,
    fullName: `${f} ${LAST[i]}`,
    email: `${f.toLowerCase()}.${LAST[i]!.toLowerCase()}@example.in`,
  }));
}

export function randomPassword(): string {
  return randomBytes(24).toString('base64url');
}
