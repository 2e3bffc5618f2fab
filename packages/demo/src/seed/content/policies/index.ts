// The demo's policies: each an English markdown file and its Hindi translation (decision 030),
// with the title the page shows in each language.
export const policies: { uniqueName: string; title: string; file: string; hindi: { title: string; file: string } }[] = [
  {
    uniqueName: 'terms-of-service',
    title: 'Terms of Service',
    file: 'terms-of-service.md',
    hindi: { title: 'सेवा की शर्तें', file: 'terms-of-service.hi-IN.md' },
  },
  {
    uniqueName: 'privacy-policy',
    title: 'Privacy Policy',
    file: 'privacy-policy.md',
    hindi: { title: 'गोपनीयता नीति', file: 'privacy-policy.hi-IN.md' },
  },
  {
    uniqueName: 'content-guidelines',
    title: 'Content Guidelines',
    file: 'content-guidelines.md',
    hindi: { title: 'सामग्री दिशानिर्देश', file: 'content-guidelines.hi-IN.md' },
  },
  {
    uniqueName: 'content-takedown-policy',
    title: 'Content Takedown Policy',
    file: 'content-takedown-policy.md',
    hindi: { title: 'सामग्री हटाने की नीति', file: 'content-takedown-policy.hi-IN.md' },
  },
  {
    uniqueName: 'grievance-redressal-mechanism',
    title: 'Grievance Redressal Mechanism',
    file: 'grievance-redressal-mechanism.md',
    hindi: { title: 'शिकायत निवारण तंत्र', file: 'grievance-redressal-mechanism.hi-IN.md' },
  },
];
