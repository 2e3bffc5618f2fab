// Static marketing and help content for Aangan. Plain data only.

export const faqItems: { id: number; btnText: string; bodyText: string }[] = [
  {
    id: 1,
    btnText: 'What does a "Verified" listing mean on Aangan?',
    bodyText:
      "A Verified badge means our team has checked the listing's photos, key details and exact location before it went live. We confirm that the photos are of the actual property, that details such as price, size and configuration match what the owner has told us, and that the property is where the listing says it is. Verification is not a title check, so for a purchase you should still do your own due diligence and take legal advice.",
  },
  {
    id: 2,
    btnText: 'How do 360° virtual tours work?',
    bodyText:
      'Many listings include a 360° tour captured inside the property. Drag the image or move your phone to look around, and tap the arrows to move from room to room. Tours are a quick way to check the layout and condition of a home and to shortlist the ones worth visiting. They cannot show you noise, smells or the neighbourhood, so we recommend a site visit before you decide.',
  },
  {
    id: 3,
    btnText: 'How do I book a site visit?',
    bodyText:
      'Open the listing, choose Book a site visit and pick a time slot. The visit is confirmed once the owner, or Aangan where we coordinate the visit, accepts the slot, and you will get a confirmation with the address. Please carry a photo ID, cancel through the app if your plans change, and never pay a token amount at a visit before you have verified the owner and seen a written agreement.',
  },
  {
    id: 4,
    btnText: 'Do owners pay any fee to list a property?',
    bodyText:
      'For a limited introductory period, owners pay no brokerage and no upfront fee to list on Aangan. Home seekers do not pay us to browse listings, take virtual tours or book site visits. If we ever introduce a fee, we will notify registered owners at least 30 days in advance, and it will not apply to a listing period that has already started.',
  },
  {
    id: 5,
    btnText: 'Can I find PG accommodation on Aangan?',
    bodyText:
      'Yes. PG listings show the monthly charge, the deposit, and whether meals, electricity, Wi-Fi and housekeeping are included, so you can compare options fairly. Many are close to Cyber City, Udyog Vihar and Golf Course Road. PGs may be listed for women only or men only because of shared facilities, but no other exclusion is allowed.',
  },
  {
    id: 6,
    btnText: 'Do you list short stays?',
    bodyText:
      'Yes. Furnished short-stay homes are listed with their nightly rate and any cleaning fee or deposit. They suit business trips, family visits, hospital stays and house-hunting. Before booking, confirm check-in times, what is provided, the cancellation terms and that the housing society permits short stays. Every adult guest should carry original photo identity.',
  },
  {
    id: 7,
    btnText: 'How does verification work, step by step?',
    bodyText:
      'When an owner submits a listing, we first review the details and photos. We then confirm the listing with the owner, check proof of ownership or authority to list, and verify the exact location on the ground or through documents. For projects that must be registered under RERA, we check the HRERA Gurugram registration number. Only listings that pass all these checks go live, and duplicate or misleading posts are removed.',
  },
  {
    id: 8,
    btnText: 'How do I delete my account?',
    bodyText:
      'Sign in and go to /delete-account, or write to grievance@aangan.in from your registered details. Deleting your account removes your profile, listings, saved searches and favourites. A small set of records that we must keep by law, such as grievance records, is kept only for the periods in our Privacy Policy and then erased.',
  },
];

export const testimonials: { image: string; name: string; designation: string; desc: string }[] = [
  {
    image: '/images/avatars/1.svg',
    name: 'Neha Kapoor',
    designation: 'Product Designer, moved to Sector 54',
    desc: 'I was relocating from Pune and could not fly down every weekend. The 360° tours let me drop most of my shortlist from home, and the two flats I finally visited looked exactly like their photos.',
  },
  {
    image: '/images/avatars/2.svg',
    name: 'Rahul Verma',
    designation: 'Software Engineer, rents in DLF Phase 3',
    desc: 'Every other portal showed me the same flat five times at five different prices. On Aangan each builder floor appeared once, with the real rent and deposit, and the owner was the one who met me.',
  },
  {
    image: '/images/avatars/3.svg',
    name: 'Sunita and Ajay Malik',
    designation: 'Homeowners, Sohna Road',
    desc: 'We listed our flat ourselves without paying any brokerage. The verification visit was quick, and the people who came for site visits had already seen the tour, so they were serious.',
  },
  {
    image: '/images/avatars/4.svg',
    name: 'Aditya Rao',
    designation: 'Chartered Accountant, bought on Dwarka Expressway',
    desc: "The HRERA number was on the listing, which made it easy to check the project's progress reports before I booked. That gave me the confidence to go ahead with an under-construction home.",
  },
  {
    image: '/images/avatars/5.svg',
    name: 'Farah Siddiqui',
    designation: 'Consultant, PG near Cyber City',
    desc: "I needed a women's PG within walking distance of my office. The listings spelled out meals, electricity and deposit, so I could compare three places properly and move in within a week.",
  },
];

export const teamMembers: { name: string; role: string; bio: string }[] = [
  {
    name: 'Arjun Malhotra',
    role: 'Co-founder and Chief Executive',
    bio: "Arjun grew up in Gurugram's DLF Phase 4 and started Aangan after one too many weekends lost to fake listings.",
  },
  {
    name: 'Neha Gupta',
    role: 'Head of Verification',
    bio: "Neha leads the team that checks every listing's photos, details and exact location before it goes live.",
  },
  {
    name: 'Sandeep Yadav',
    role: 'Head of Site Visits',
    bio: 'Sandeep coordinates site visits across Gurugram and knows the sectors from Palam Vihar to Sohna Road street by street.',
  },
  {
    name: 'Ritika Sharma',
    role: 'Trust and Safety Lead, Grievance Officer',
    bio: 'Ritika handles complaints, takedown requests and personal data requests, and makes sure each one gets a clear answer on time.',
  },
];

export const serviceAreas: string[] = [
  'DLF Phase 1',
  'DLF Phase 2',
  'DLF Phase 3',
  'DLF Phase 4',
  'DLF Phase 5',
  'Golf Course Road',
  'Golf Course Extension Road',
  'MG Road',
  'Sohna Road',
  'Cyber City',
  'Udyog Vihar',
  'Palam Vihar',
  'South City',
  'Nirvana Country',
  'Dwarka Expressway',
  'New Gurugram',
  'Manesar',
  'Sushant Lok',
];
