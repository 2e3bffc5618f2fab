// Seed content for the Aangan blog. Plain data only.
// Figures that change over time (stamp duty, interest rates, legal timelines)
// are deliberately written with caveats and pointers to the official source.

export const blogCategories: { slug: string; name: string; description: string }[] = [
  {
    slug: 'buying-guide',
    name: 'Buying Guide',
    description: 'Step-by-step help for buying a home in Gurugram, from shortlisting to possession.',
  },
  {
    slug: 'renting',
    name: 'Renting',
    description: 'Practical advice for tenants, PG residents and short-stay guests across Gurugram.',
  },
  {
    slug: 'investment',
    name: 'Investment',
    description: 'How to think about residential and commercial property as an investment, without the hype.',
  },
  {
    slug: 'legal-and-rera',
    name: 'Legal & RERA',
    description: 'RERA, HRERA Gurugram, stamp duty, registration and the paperwork behind a safe deal.',
  },
  {
    slug: 'neighbourhoods',
    name: 'Neighbourhoods',
    description:
      "Honest guides to Gurugram's sectors, roads and localities, written for people deciding where to live.",
  },
  {
    slug: 'home-loans',
    name: 'Home Loans',
    description: 'EMIs, eligibility, documents and the questions to ask your lender.',
  },
];

export const blogTags: { slug: string; name: string }[] = [
  { slug: 'dwarka-expressway', name: 'Dwarka Expressway' },
  { slug: 'golf-course-extension-road', name: 'Golf Course Extension Road' },
  { slug: 'sohna-road', name: 'Sohna Road' },
  { slug: 'new-gurugram', name: 'New Gurugram' },
  { slug: 'dlf-phases', name: 'DLF Phases' },
  { slug: 'cyber-city', name: 'Cyber City' },
  { slug: 'hrera', name: 'HRERA' },
  { slug: 'stamp-duty', name: 'Stamp Duty' },
  { slug: 'rent-agreement', name: 'Rent Agreement' },
  { slug: 'pg-living', name: 'PG Living' },
  { slug: 'short-stays', name: 'Short Stays' },
  { slug: 'virtual-tours', name: 'Virtual Tours' },
  { slug: 'site-visits', name: 'Site Visits' },
  { slug: 'commercial', name: 'Commercial' },
  { slug: 'home-loan-emi', name: 'Home Loan EMI' },
];

export const blogPosts: {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author_name: string;
  published_at: string;
  category: string;
  tags: string[];
}[] = [
  {
    slug: 'golf-course-extension-road-vs-dwarka-expressway',
    title: 'Golf Course Extension Road or Dwarka Expressway: how to choose',
    excerpt:
      "Two of Gurugram's most searched corridors suit very different buyers. Here is a practical way to compare commute, maturity, possession risk and everyday living before you shortlist.",
    author_name: 'Ananya Mehra',
    published_at: '2025-02-11T04:30:00.000Z',
    category: 'neighbourhoods',
    tags: ['golf-course-extension-road', 'dwarka-expressway', 'site-visits'],
    content: `Ask ten Gurugram home seekers where they are looking and several will name either Golf Course Extension Road or Dwarka Expressway. Both corridors have large gated projects, both are marketed heavily, and both can be the right answer. They suit different people, though, and it helps to compare them on the things that matter day to day rather than on brochures.

## Where they are

**Golf Course Extension Road** (often shortened to GCER) continues south from the end of Golf Course Road, running through sectors in the high 50s and 60s towards Sohna Road. It sits close to the established Golf Course Road belt, and the Southern Peripheral Road links it to NH-48 and Sohna Road.

**Dwarka Expressway** runs along Gurugram's western side, connecting Dwarka in Delhi to NH-48 near Kherki Daula. The Gurugram stretch is lined with sectors roughly in the 99 to 115 range. Its big advantage is proximity to Dwarka, the airport and west Delhi.

## Start with your commute

Write down where you and other earning members of the household actually travel every week, then test the drive at peak hours.

- If your office is in Cyber City, on Golf Course Road or on Sohna Road, GCER usually means a shorter, more predictable drive.
- If you work in Dwarka, Aerocity or west Delhi, or fly often, Dwarka Expressway can save real time.
- If one person works in each direction, time both routes on a weekday morning and evening before deciding.

## Maturity and everyday living

GCER has been developing for longer. Many projects there are completed and occupied, with schools, clinics, grocery stores and markets already operating nearby. Dwarka Expressway has a large share of newer and under-construction supply, and its social infrastructure is still filling in. That is not a reason to avoid it, but it changes the questions you should ask:

- Is the society fully occupied, or will you be among the first residents?
- Does the project have a permanent water and sewer connection, or does it rely on tankers and interim arrangements?
- How far is the nearest school your children could actually attend, and the nearest hospital with an emergency department?

## Ready or under construction

Whichever corridor you choose, check the project on the HRERA Gurugram website. For a ready unit, ask for the occupation certificate. For an under-construction unit, look at the registered completion date, the promoter's quarterly progress updates and any complaints recorded against the project. A lower price on paper means little if possession slips by years.

## Prices and value

Prices vary sharply by project, tower, floor and view on both corridors, so averages are not very useful. Compare like with like: carpet area rather than super area, the same configuration, and the all-in price including parking, club membership and development charges. Ask what the monthly maintenance will be once the society is handed over.

## A simple way to decide

1. Shortlist three projects on each corridor that fit your budget.
2. Take the 360° tours on Aangan to drop the ones whose layouts do not work for you.
3. Visit the remaining projects once on a weekday evening and once on a weekend morning.
4. Talk to two or three residents at the gate or in the local market.

After this you will usually find that one corridor fits your routine far better than the other, and that is the one to choose.`,
  },
  {
    slug: 'renting-in-dlf-phases-guide',
    title: "Renting in DLF Phases 1 to 5: a tenant's guide",
    excerpt:
      'Builder floors, independent houses and a few condominiums close to Cyber City and MG Road. What each DLF phase is like to rent in, and what to check before you sign.',
    author_name: 'Rohit Khanna',
    published_at: '2025-03-06T05:00:00.000Z',
    category: 'renting',
    tags: ['dlf-phases', 'rent-agreement', 'cyber-city'],
    content: `The DLF phases are among Gurugram's oldest planned residential areas. Tree-lined roads, markets within walking distance and quick access to Cyber City and MG Road make them popular with working professionals and families who prefer an established neighbourhood to a new high-rise.

## The phases at a glance

- **DLF Phase 1** sits close to MG Road and the Delhi border, with independent houses and builder floors and easy access to the Yellow Line.
- **DLF Phase 2** is next to Cyber City and NH-48, which makes it a favourite with people who want to walk or take a short ride to work.
- **DLF Phase 3** borders Cyber City and includes dense pockets, such as the area around Nathupur, with many PGs and compact rentals alongside quieter residential blocks.
- **DLF Phase 4** is home to Galleria Market and a mix of plotted houses and older condominium societies.
- **DLF Phase 5** runs along Golf Course Road and has large gated condominiums as well as plotted areas.

The Rapid Metro has stations at Phase 1, Phase 2 and Phase 3, and connects to the Yellow Line at Sikanderpur, so many homes here work well without a car.

## Builder floors: what to check

Most rentals in the phases are builder floors, where each floor of a house is owned separately. They can offer more space than an apartment at a similar rent, but the facilities vary from building to building. Ask about:

- **Water.** Is supply from the municipal line, a borewell or both? Is there an overhead tank and how often is it cleaned?
- **Power backup.** Is there a generator or inverter, and which rooms and appliances does it cover?
- **Parking.** Is there a fixed stilt parking slot for your floor, or is parking on the street?
- **Lift and stairs.** Older buildings may have no lift. Check if you are carrying furniture to the third or fourth floor.
- **Maintenance.** Who pays for common-area cleaning and repairs, and is it included in the rent?

## Condominiums and societies

In gated societies, ask the management office about move-in rules, maintenance charges, pet policies and the documents you need to submit before shifting. Many societies need a copy of the rent agreement and police verification before issuing access cards.

## Deposit, lock-in and notice

Security deposits in Gurugram are usually a negotiated multiple of the monthly rent, and a lock-in period is common. Agree in writing on:

1. the deposit amount and the timeline for refunding it when you leave;
2. the lock-in period and what happens if either side ends the agreement early;
3. the notice period, usually one or two months; and
4. the annual rent increase, if any.

## Before you sign

Visit at different times of day. Markets and schools make some streets busy in the morning and evening, while others are quiet. Check mobile signal inside the flat, look for damp patches on ceilings and walls, and run every tap. Finally, read our guide to documents for renting in Gurugram and make sure the agreement and police verification are done before you move in.`,
  },
  {
    slug: 'pg-living-near-cyber-city',
    title: 'PG living near Cyber City: what to look for',
    excerpt:
      'Paying guest accommodation around Cyber City ranges from bare rooms to fully managed co-living. Use this checklist to compare what is really included before you pay a deposit.',
    author_name: 'Priya Nair',
    published_at: '2025-04-17T06:00:00.000Z',
    category: 'renting',
    tags: ['pg-living', 'cyber-city', 'dlf-phases'],
    content: `For many people starting a job in Gurugram, the first home is a paying guest (PG) accommodation within a short ride of Cyber City. The area around DLF Phase 2 and Phase 3, Nathupur, Sikanderpur, Chakkarpur and parts of Udyog Vihar has a wide range of options, from simple shared rooms to professionally managed co-living buildings.

## Decide what you need first

Before you start visiting, decide on:

- **Room type** — single, twin sharing or triple sharing.
- **Meals** — all meals, breakfast and dinner only, or no meals with a shared kitchen.
- **Budget** — including electricity, which is often billed separately.
- **Commute** — walking distance to your office, or near a Rapid Metro or Yellow Line station.

## What a PG listing should tell you

On Aangan, PG listings must state the monthly charge, the deposit, and whether meals, electricity, Wi-Fi and housekeeping are included. When comparing, ask for the same details from every PG:

1. **Electricity billing.** Is it included, a fixed amount, or metered by room? Air-conditioning in summer can change the monthly total considerably.
2. **Meals.** How many meals a day, the weekly menu, and whether meals are served on weekends.
3. **Housekeeping and laundry.** How often rooms are cleaned and whether laundry is included or charged per piece.
4. **Wi-Fi.** Ask for the plan and whether it is shared across the whole building.
5. **Deposit and notice.** How much is refundable, the notice period, and how quickly the deposit is returned after you leave.

## Safety and rules

Safety matters more than any amenity. Check that:

- the building has CCTV at entrances and common areas, and a working lock on your room;
- there are fire extinguishers and a clear second exit;
- the PG operator collects identity documents and completes police verification for residents, which is a good sign of a well-run PG;
- house rules on guests, entry timings and cooking are written down and applied to everyone.

PGs that are for women only or men only may say so in their listing because of shared facilities. Any other exclusion, such as on religion, region or diet, is not allowed on Aangan.

## Visit at the right time

Visit around dinner time if meals are included, so you can see and taste the food. Talk to one or two residents away from the manager. Ask how often water or power has been cut in the last month and how quickly problems were fixed.

## Get it in writing

Even for a PG, ask for a written agreement or receipt that states the monthly charge, the deposit, what is included and the notice period. Pay by bank transfer or UPI rather than in cash, so that you have a record. Keep a copy of your police verification, because your employer or your next landlord may ask for it.

A good PG can make your first months in Gurugram much easier. Spending an extra evening comparing two or three options is usually worth it.`,
  },
  {
    slug: 'how-to-check-a-project-on-hrera-gurugram',
    title: 'How to check a project on HRERA Gurugram before you buy',
    excerpt:
      'A registration number in an advert is only the start. Here is how to look up a project on the Haryana RERA website and what to read once you find it.',
    author_name: 'Vikram Yadav',
    published_at: '2025-05-08T04:00:00.000Z',
    category: 'legal-and-rera',
    tags: ['hrera', 'site-visits'],
    content: `The Real Estate (Regulation and Development) Act, 2016, usually called RERA, requires most real estate projects to be registered with the state's regulatory authority before they are advertised or sold. In Gurugram, that authority is the Haryana Real Estate Regulatory Authority (HRERA), Gurugram. Every advertisement for a registered project must show its registration number, and Aangan checks the number on every project listing before it goes live. You should still check it yourself. It takes about fifteen minutes.

## Step 1: Find the project

Go to the official Haryana RERA website, haryanarera.gov.in, and open the list of registered projects for Gurugram. Search by the registration number from the advert, or by the project or promoter name. Make sure you are looking at the Gurugram listings, since Haryana has more than one authority office.

If you cannot find the project, ask the seller for the exact number and search again. A project that should be registered but is not is a serious warning sign.

## Step 2: Match the basics

Compare what the registration shows with what you have been told:

- **Promoter name** — is it the same company that will sign your agreement?
- **Project name and phase** — large projects are often registered phase by phase. Make sure your tower is in the registered phase.
- **Location and licence** — the registration refers to the licence issued by the Department of Town and Country Planning, Haryana. Check that the land matches.
- **Validity** — note the registration validity and the declared completion date.

## Step 3: Read the documents

The project page usually includes documents uploaded by the promoter. The ones most worth your time are:

1. **Sanctioned building plans**, to confirm the tower, floor count and unit layout you are buying.
2. **Quarterly progress reports**, which promoters are required to file. Compare the reported progress with what you see on site.
3. **Approvals and clearances**, such as environmental clearance and fire approvals, where applicable.
4. **The agreement for sale** format, since RERA sets out what this agreement must cover.

## Step 4: Look for complaints and orders

Search the authority's orders for the project and promoter name. A few complaints are common in large projects, but a pattern of orders about delayed possession or refunds tells you a lot about how the promoter deals with buyers.

## Step 5: Check the agent

If you are buying through a real estate agent for a registered project, the agent must also be registered with HRERA. Ask for their registration number and look it up.

## What RERA does and does not do

Registration means the promoter has disclosed information and accepted obligations, such as keeping a large share of buyers' money in a separate account for that project and paying interest for delayed possession. It does not guarantee quality or timely completion, and it is not a title search. For a purchase, pair your HRERA check with independent legal advice on title and with a careful site visit.

If something on the HRERA page does not match the listing on Aangan, please report the listing. We will check it and remove or correct it if needed.`,
  },
  {
    slug: 'stamp-duty-and-registration-in-haryana',
    title: 'Stamp duty and registration in Haryana: a plain-language guide',
    excerpt:
      'What stamp duty and registration fees are, how they are calculated for a Gurugram property, and why you should always confirm the current rates with the Haryana revenue department.',
    author_name: 'Vikram Yadav',
    published_at: '2026-05-14T05:30:00.000Z',
    category: 'legal-and-rera',
    tags: ['stamp-duty'],
    content: `When you buy a property in Gurugram, the price you agree with the seller is not the whole cost. You also pay stamp duty and a registration fee to the Haryana government when the sale deed is registered. These amounts can be large, so it is worth understanding them before you fix your budget.

**An important caveat:** rates, slabs and concessions are set by the state and change from time to time. The figures below are the ones commonly cited and are for orientation only. Always confirm the current rates with the Haryana revenue department or at the sub-registrar's office before you transact.

## What stamp duty is

Stamp duty is a tax on the document that transfers the property, usually the sale deed. In Haryana it is paid as a percentage of the property's value, and it is commonly paid through e-stamping.

The rate in Haryana depends on who is buying and where the property is. As commonly cited:

- rates are higher in urban areas such as Gurugram's municipal limits than in rural areas;
- a lower rate has applied for women buyers than for men; and
- joint purchases by a man and a woman have been charged at a rate between the two.

You will often see urban rates quoted in the range of about 5% to 7% depending on the buyer, but check the current figure for your exact case.

## What value is used

Stamp duty is calculated on the higher of the agreed price and the collector rate, also called the circle rate. Collector rates are minimum values for each area, fixed by the district administration and revised periodically. If your agreed price is below the collector rate, duty is charged on the collector rate.

## Registration fee

Separately, a registration fee is charged when the deed is registered with the sub-registrar. In Haryana it has been charged on a slab basis linked to the property value, with a fixed maximum. Check the current slabs on the revenue department's website.

## How registration works in Gurugram

Gurugram district has several tehsil and sub-tehsil offices, and the one you use depends on where the property is located. The usual steps are:

1. Get the sale deed drafted and checked by a lawyer.
2. Pay stamp duty through e-stamping and the registration fee as directed.
3. Book an appointment for registration through the state's online system.
4. Attend the sub-registrar's office with the seller and two witnesses, with original identity documents and photographs.
5. Collect the registered deed, then apply for mutation so that revenue records show you as the owner.

## Other costs to plan for

- **TDS.** When the consideration is ₹50 lakh or more, the buyer generally has to deduct tax at source, commonly 1%, and deposit it online. Income-tax provisions were renumbered under the Income-tax Act, 2025, so check the current rules.
- **Legal fees** for title search and drafting.
- **Society transfer charges** and maintenance deposits for resale flats.
- **Home loan costs**, such as processing fees, if you are borrowing.

## Avoid under-valuation

Some sellers suggest showing a lower value in the deed and paying the rest in cash. This is illegal, exposes both sides to penalties and tax problems, and makes a future sale or loan harder. On Aangan, listings that suggest cash components are removed.

Budgeting a little extra for these costs from the start will save you a scramble at the registration office.`,
  },
  {
    slug: 'home-loan-emi-basics',
    title: 'Home loan EMI basics: how your monthly payment is worked out',
    excerpt:
      "How banks calculate an EMI, why tenure matters as much as the interest rate, and how to use Aangan's EMI calculator to plan a budget you can live with.",
    author_name: 'Ananya Mehra',
    published_at: '2025-07-03T04:30:00.000Z',
    category: 'home-loans',
    tags: ['home-loan-emi'],
    content: `An equated monthly instalment, or EMI, is the fixed amount you pay your lender every month until a loan is repaid. Each EMI contains some interest and some principal. In the early years most of it is interest; towards the end most of it is principal.

## The formula

Banks use a standard formula:

**EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)**

where **P** is the loan amount, **r** is the monthly interest rate (the annual rate divided by 12, then by 100), and **n** is the number of monthly instalments.

You do not need to do this by hand. Aangan's [EMI calculator](/emi-calculator) works it out as you change the amount, rate and tenure.

## A worked example

Take a loan of ₹50 lakh at an illustrative annual rate of 8.5%:

| Tenure | Monthly EMI (approx.) | Total interest (approx.) |
| --- | --- | --- |
| 15 years | ₹49,200 | ₹38.6 lakh |
| 20 years | ₹43,400 | ₹54.1 lakh |
| 25 years | ₹40,300 | ₹70.8 lakh |

Stretching the tenure from 20 to 25 years lowers the EMI by roughly ₹3,100 a month, but adds about ₹17 lakh in interest over the life of the loan. This is the most important trade-off to understand. The rate used here is only an example; your lender will quote a rate based on your profile and the prevailing benchmark.

## Fixed and floating rates

Most home loans in India are on floating rates. For floating-rate loans to individuals, banks link the rate to an external benchmark, so your rate moves when the benchmark moves. When rates rise, lenders often extend your tenure rather than raise the EMI. Check your loan statement once a year to see whether this has happened.

## How much EMI is comfortable

Lenders look at how much of your monthly income already goes to loan repayments. A comfortable plan leaves room for:

- your existing EMIs, such as a car or education loan;
- household costs, school fees and insurance premiums;
- an emergency fund of several months' expenses; and
- maintenance charges and property tax on the new home.

## The down payment

Banks do not lend the full property value. The Reserve Bank of India sets maximum loan-to-value limits for home loans, which are lower for larger loans, so you must fund the balance yourself, along with stamp duty and registration costs, which are generally not counted in the property value for this purpose.

## Prepayment

Part-prepayments reduce your outstanding principal. Even occasional prepayments in the early years can cut total interest significantly. For floating-rate home loans taken by individuals, banks are not allowed to charge prepayment or foreclosure penalties. Confirm this with your lender, and always ask whether the prepayment should reduce the EMI or the tenure. Reducing the tenure saves more interest.

## Try it yourself

Open the [EMI calculator](/emi-calculator) and try three scenarios: the loan you want, a 10% smaller loan, and the same loan over a shorter tenure. Seeing the numbers side by side makes the choice much clearer.`,
  },
  {
    slug: 'how-to-use-360-virtual-tours',
    title: 'How to get the most out of a 360° virtual tour',
    excerpt:
      'Virtual tours on Aangan let you walk through a home before you visit. Here is how to use them well, what they can tell you and what they cannot.',
    author_name: 'Priya Nair',
    published_at: '2025-08-21T06:30:00.000Z',
    category: 'buying-guide',
    tags: ['virtual-tours', 'site-visits'],
    content: `Many verified listings on Aangan include a 360° virtual tour captured inside the property. A good tour can save you a wasted trip across Gurugram, especially if you are comparing homes on opposite sides of the city. Here is how to use one properly.

## How to move around

- **Drag** on the image, or move your phone, to look around a room.
- **Tap the arrows or hotspots** on the floor to move to the next room.
- **Open the floor plan**, where available, to see which room you are in and which way it faces.
- **Go full screen** on a laptop or tablet for a better sense of scale.

## A room-by-room routine

Take the tour once quickly to get a feel for the layout. Then go through it again slowly, checking:

1. **Living room** — where the main windows face, whether your sofa and dining table will fit, and where the TV wall would go.
2. **Kitchen** — counter length, storage, space for a refrigerator and washing machine, and whether there is a utility balcony.
3. **Bedrooms** — wardrobe space, the position of windows relative to the bed, and any air-conditioner points.
4. **Bathrooms** — ventilation, fittings, and signs of seepage on walls or ceilings.
5. **Balconies** — the view, the neighbouring buildings and whether the balcony is covered.

Look up at ceilings and down at skirting. Damp patches, peeling paint and cracks often show up clearly in 360° images.

## What a tour tells you well

- The layout and flow between rooms.
- The amount of natural light at the time of capture.
- The condition of walls, floors and fittings.
- Whether the furnishing matches the listing description.

## What a tour cannot tell you

- Noise from the road, a school or a construction site nearby.
- Smells, such as damp, drainage or a nearby garbage point.
- Water pressure, mobile signal and power reliability.
- What the society, the neighbours and the approach road are like.
- How the light changes through the day and across seasons.

That is why a tour is best used to **shortlist**, not to decide. Use it to narrow ten options down to two or three, then book a site visit for those.

## Check that the tour is current

Aangan records tours at the property during verification, and listings show when the tour was captured. If the tour is older and the owner says the flat has since been painted or refurnished, ask for fresh photos before you visit.

## Make notes as you go

Keep a simple note for each tour with three columns: what you liked, what worried you, and what you want to check on site. When you go for the visit, take that list with you. You will be surprised how much faster and more focused a site visit becomes when you already know the layout.`,
  },
  {
    slug: 'short-stays-in-gurugram',
    title: 'Short stays in Gurugram: a guide for business trips, family visits and hospital stays',
    excerpt:
      'Furnished apartments for a few nights or a few weeks can work better than a hotel. How to choose the right area, what to confirm with the host and what guests need to carry.',
    author_name: 'Rohit Khanna',
    published_at: '2025-10-09T05:00:00.000Z',
    category: 'renting',
    tags: ['short-stays', 'cyber-city'],
    content: `People come to Gurugram for short periods for many reasons: a project at a client's office, a family wedding, a relocation that needs a base while you house-hunt, or treatment at one of the city's large hospitals. A furnished apartment for a few nights or weeks can give you a kitchen, more space and a quieter stay than a hotel.

## Choose the area by purpose

- **Work in Cyber City or on Golf Course Road.** Stays in the DLF phases or along Golf Course Road keep the daily commute short, and several are close to Rapid Metro stations.
- **Hospital visits.** Several large hospitals are spread across the city, including in Sector 38, Sector 44 and Sector 51. Choose a stay within a short drive of the hospital rather than in the same general direction.
- **Weddings and family events.** Many venues are on the city's outskirts and along the highways. Check the drive time at night, not just during the day.
- **House-hunting.** Stay close to the areas you are considering, so you can visit them at different times of day.

## What to confirm before booking

Short-stay listings on Aangan must show the nightly rate and any cleaning fee or deposit. Before paying, also confirm:

1. **Check-in and check-out times**, and how you will get the keys.
2. **What is provided** — linen, towels, kitchen equipment, Wi-Fi, drinking water and power backup.
3. **Housekeeping** — included, charged separately or not available.
4. **Parking** — whether there is a reserved slot, and whether visitors need a society pass.
5. **Cancellation terms** — what you get back if your plans change.
6. **Society rules** — some housing societies restrict short-term stays. Ask the host to confirm that short stays are permitted in the building.

## Identity documents

Hosts are expected to keep a record of who is staying. Every adult guest should carry original photo identity. Foreign nationals should carry their passport and visa. In India, accommodation providers must report foreign guests to the immigration authorities through a registration form commonly called Form C, so the host will ask for these details.

## Staying safe

- Pay through traceable methods and keep receipts.
- Do not pay the full amount in advance to a host you cannot verify.
- Check that the door has a working lock and that you know the society's security desk number.
- Share your address with someone you trust, especially if you are arriving late at night.

## Longer short stays

If you need a place for more than a month, ask the host whether a monthly rate is possible. For longer periods, a regular rental with a proper rent agreement may be cheaper and gives you more protection. Our guide to documents for renting explains what you will need.

A well-chosen short stay can make a stressful trip much easier. Spend a few minutes checking the details, and keep all your booking messages in one place.`,
  },
  {
    slug: 'commercial-space-in-udyog-vihar',
    title: 'Leasing commercial space in Udyog Vihar: what to check',
    excerpt:
      "Udyog Vihar's mix of industrial plots and office buildings makes it a practical choice for growing businesses near NH-48. Here is what to check before signing a lease.",
    author_name: 'Vikram Yadav',
    published_at: '2025-11-13T04:30:00.000Z',
    category: 'investment',
    tags: ['commercial', 'cyber-city'],
    content: `Udyog Vihar, spread over several phases between NH-48 and the Delhi border, was developed as an industrial estate by the Haryana State Industrial and Infrastructure Development Corporation (HSIIDC). Over the years many plots have been redeveloped or converted into offices, IT and back-office facilities, showrooms and export houses. Its location near Cyber City, the highway and the airport makes it a common choice for growing companies that want more space for the money than the central business areas offer.

## Know what the building is approved for

The most important question is whether the building is approved for the use you have in mind. A plot allotted for industrial use may not automatically be usable as an office, and conversions need approvals. Ask the owner for:

- the allotment or conveyance documents for the plot;
- the approved building plans and any approved change of use;
- the occupation certificate for the building; and
- the fire safety certificate, which must cover the floor and the number of people you expect.

If any of these are missing or unclear, take advice before you sign. Running a business from premises used in breach of approvals can lead to sealing or penalties.

## Practical checks on site

1. **Power.** Ask about the sanctioned load, the backup generator capacity and how backup costs are shared.
2. **Parking.** Count the slots allotted to your floor, and ask where visitors park. Street parking in Udyog Vihar can be tight.
3. **Access.** Check the approach road at peak hours, the distance to the nearest metro station and the availability of cabs late in the evening.
4. **Lifts and accessibility.** Confirm lift capacity, ramps and whether the space can work for employees with disabilities.
5. **Internet.** Ask which providers already serve the building and whether fibre is available.

## Understanding the lease

Commercial leases are usually longer and more detailed than residential ones. Make sure you understand:

- **Lock-in period** — the minimum term during which neither side can exit without penalty.
- **Escalation** — how and when the rent rises over the term.
- **Security deposit** — the amount and the conditions for its refund.
- **Maintenance charges** — what they cover, and whether they are fixed or variable.
- **Fit-out period** — whether you get a rent-free period to set up the space.
- **Restoration** — what condition you must leave the space in.
- **Taxes** — GST generally applies to rent for commercial property, and tenants may need to deduct tax at source. Check the current position with your tax adviser.

Long leases need to be registered, and the stamp duty and registration costs should be agreed in advance.

## Is it the right location?

Udyog Vihar works well for teams that need larger floor plates, warehouses close to the city or a location that many employees can reach by metro and road. If your business depends on walk-in retail customers or on a premium address, consider whether Cyber City, Golf Course Road or a high-street location would serve you better.

On Aangan, commercial listings are verified like residential ones: we check the photos, details and location before they go live. Use the listing details as a starting point for the questions above.`,
  },
  {
    slug: 'sohna-road-neighbourhood-guide',
    title: 'Sohna Road: a neighbourhood guide for home seekers',
    excerpt:
      'From the established sectors near Subhash Chowk to newer projects further south, Sohna Road offers a wide range of homes. Here is how the corridor is laid out and what to consider.',
    author_name: 'Ananya Mehra',
    published_at: '2026-01-15T05:30:00.000Z',
    category: 'neighbourhoods',
    tags: ['sohna-road', 'golf-course-extension-road'],
    content: `Sohna Road runs south from central Gurugram towards the town of Sohna. It is one of the city's busiest residential and commercial corridors, with a mix of older sectors, large gated societies, offices and malls. Because it is so long, "Sohna Road" can mean very different things depending on where along it a home is.

## The northern stretch

Near Subhash Chowk and Rajiv Chowk, the sectors on both sides of the road have been inhabited for many years. Sectors such as 47, 48 and 49 have established societies, schools, hospitals and markets, and good access to NH-48 and Golf Course Extension Road. Homes here tend to be in completed projects, which suits people who want to move in soon and who value an established neighbourhood.

## The middle stretch

Around Badshahpur and the sectors in the high 60s and 70s, you will find a mix of completed and newer societies. The elevated road between Rajiv Chowk and Badshahpur has made north-south travel on this stretch more predictable. The Southern Peripheral Road connects this area to Golf Course Extension Road and NH-48.

## Further south

Beyond Badshahpur, towards Sohna, development is newer and more spread out. Some projects are still under construction and social infrastructure is still growing. Prices per square foot are often lower, but it is important to look closely at possession timelines and the distance to daily essentials.

## Who Sohna Road suits

- **Families** who want a choice of schools and hospitals without moving to the most expensive parts of the city.
- **Professionals** working on Sohna Road itself, on Golf Course Extension Road or in the offices near Subhash Chowk.
- **Buyers** willing to trade a longer commute for more space, especially further south.

## Things to check

1. **Commute.** Drive to your workplace at peak time. Traffic at key junctions can add significant time.
2. **Drainage.** Some low-lying stretches have had waterlogging after heavy rain. Ask residents and, if possible, visit during the monsoon.
3. **Water supply.** Ask whether the society is connected to the municipal supply or relies partly on tankers and borewells.
4. **Project status.** For under-construction projects, check the HRERA Gurugram registration, the registered completion date and progress reports.
5. **Maintenance costs.** Large societies with many amenities can have high monthly maintenance charges.

## Renting on Sohna Road

The corridor has a steady rental market, with many completed societies close to offices and schools. Tenants should check society move-in rules, parking allocation and power backup. Our guide to documents for renting covers the paperwork.

## Make the most of your search

Filter Aangan listings by sector rather than just "Sohna Road", because the difference between one end of the corridor and the other is large. Use virtual tours to shortlist, and visit your final choices at the time of day you would normally be commuting.`,
  },
  {
    slug: 'new-gurugram-sectors-explained',
    title: 'New Gurugram sectors explained',
    excerpt:
      'The sectors along NH-48 between Kherki Daula and Manesar are often grouped as New Gurugram. What the area offers, who it suits and the questions to ask before you buy or rent.',
    author_name: 'Rohit Khanna',
    published_at: '2026-02-19T04:00:00.000Z',
    category: 'neighbourhoods',
    tags: ['new-gurugram', 'dwarka-expressway'],
    content: `"New Gurugram" is a marketing name rather than an official one. It is generally used for the sectors on both sides of NH-48 beyond Kherki Daula, roughly in the 76 to 95 range, stretching towards Manesar. Over the last two decades, large townships and gated societies have come up here on land that was once farmland.

## Why people look here

- **More space for the budget.** Apartments and plots here are often larger than similarly priced homes in central Gurugram.
- **Newer societies.** Many projects have modern layouts, open areas and club facilities.
- **Industrial and office hubs nearby.** The area is close to IMT Manesar and other employment centres along NH-48.
- **Road links.** NH-48, the Kundli-Manesar-Palwal (KMP) Expressway and the southern end of Dwarka Expressway are all within reach.

## What to weigh up

### Commute

If you work in Cyber City or on Golf Course Road, your daily drive will be along NH-48, which can be slow at peak hours. Test the drive in both directions on a weekday. If you work in Manesar or further along the highway, the commute may be much easier.

### Maturity of the neighbourhood

Some sectors are well settled, with schools, shops and clinics in or near the societies. Others are still developing. Check:

1. the distance to the nearest school and hospital you would actually use;
2. whether there is a market within a short drive for daily needs;
3. public transport options, since the Delhi Metro does not currently serve these sectors; and
4. how the approach road looks after heavy rain.

### Infrastructure and services

Ask the society or the developer about permanent water and sewer connections, the state of internal sector roads and how electricity supply and backup work. In newer areas, some services may still depend on interim arrangements.

### Project status

For any under-construction project, look it up on HRERA Gurugram. Check the registered completion date, the promoter's progress reports and any orders against the project. For ready homes, ask for the occupation certificate and confirm that the society has been handed over to its residents' association, or when that is expected.

## Renting in New Gurugram

Rents are often lower than in central Gurugram for comparable space, which attracts families and people working nearby. Because some societies are not fully occupied, ask about security arrangements, the reliability of maintenance staff and how many flats in your tower are occupied.

## A balanced view

New Gurugram can be a good choice if your work is nearby, if you value space and newer buildings, and if you are comfortable with some parts of the area still developing. It is less suited to people who need quick access to central Gurugram or Delhi every day.

Use Aangan's filters to search by sector, compare layouts with 360° tours, and visit on a weekday evening to see what the commute and the neighbourhood are really like.`,
  },
  {
    slug: 'site-visit-checklist',
    title: 'The site-visit checklist: what to check before you say yes',
    excerpt:
      'A printable checklist for property visits in Gurugram, covering the approach road, the building, the flat itself and the paperwork, plus the questions to ask the owner.',
    author_name: 'Priya Nair',
    published_at: '2026-03-12T06:00:00.000Z',
    category: 'buying-guide',
    tags: ['site-visits', 'virtual-tours'],
    content: `A site visit is where a listing becomes real. Photos and 360° tours help you shortlist, but only a visit tells you about noise, smells, neighbours and the way to the front door. This checklist works whether you are buying or renting.

## Before you go

- Take the virtual tour again and note anything you want to check in person.
- Confirm the visit time through Aangan, and note the owner's name and the exact address.
- Carry a photo identity document; many society gates ask for it.
- Take a measuring tape, your phone charged, and a small torch.
- If possible, plan the visit at the time you would normally commute.

## On the way in

1. **Approach road.** Is it paved and lit? Would it flood after heavy rain?
2. **Traffic.** How long did the drive take from the nearest main road?
3. **Surroundings.** Is there construction nearby, a busy market, a school, or a garbage collection point?
4. **Security.** Is there a manned gate, CCTV, and a visitor entry process?

## The building

- Condition of the lobby, lifts and staircases.
- Fire safety: extinguishers on each floor and clear exit routes.
- Parking: is a slot allotted, and is it covered?
- Power backup for common areas and lifts.
- Water tanks and how often they are cleaned.

## Inside the home

- **Walls and ceilings**: look for damp patches, cracks and fresh paint that might be hiding seepage.
- **Water**: run every tap and shower, flush toilets, and check water pressure.
- **Electricity**: test switches and sockets, and ask which points are on backup.
- **Windows and doors**: open and close them all, and check the locks.
- **Light and air**: note which rooms get daylight and cross-ventilation.
- **Mobile signal**: check call quality in each room.
- **Measurements**: measure the spaces where your bed, sofa and wardrobe will go.

## Questions to ask the owner

1. Why are you selling or renting out the property?
2. What is the monthly maintenance charge, and what does it include?
3. Are there any pending dues, disputes or society restrictions?
4. For a purchase: can I see the title documents, the occupation certificate and the HRERA registration if the project is registered?
5. For a rental: what is the deposit, the lock-in period and the notice period?

## Talk to the neighbours

If you get the chance, speak to a resident or the security staff. Ask about water and power cuts, maintenance response and how the society is run.

## After the visit

- Write down your impressions the same day, before they blur with other visits.
- Compare what you saw with the listing. If something was materially different, let us know through the listing's Report option.
- Do not pay any token amount on the spot. Verify the owner, read the documents and, for a purchase, take legal advice first.

A careful visit takes an extra half hour. It can save you months of regret.`,
  },
  {
    slug: 'documents-for-renting-in-gurugram',
    title: 'Documents for renting in Gurugram: rent agreement and police verification',
    excerpt:
      'What a good rent agreement should contain, when it needs to be registered, how tenant police verification works in Gurugram, and the documents both sides should keep.',
    author_name: 'Vikram Yadav',
    published_at: '2026-04-23T05:00:00.000Z',
    category: 'legal-and-rera',
    tags: ['rent-agreement', 'dlf-phases'],
    content: `Renting a home in Gurugram is usually quick, but the paperwork deserves care. A clear rent agreement and a completed police verification protect both the tenant and the owner if something goes wrong.

## The rent agreement

A rent agreement, also called a lease or leave-and-licence agreement, records what both sides have agreed. It should include:

- the names and addresses of the owner and tenant;
- the full address of the property and what is included, such as furniture, appliances and parking;
- the monthly rent, the due date and the payment method;
- the security deposit and when it will be refunded;
- maintenance charges and who pays electricity, water and other utility bills;
- the term of the agreement, any lock-in period and the notice period;
- any annual rent increase;
- rules on repairs, subletting, pets and alterations; and
- an inventory of items provided, with their condition.

### Stamp paper and registration

Rent agreements in Haryana are executed on e-stamp paper of the required value. Under the Registration Act, 1908, a lease for more than one year must be registered, which is one reason many agreements are written for 11 months. Whatever the term, a signed agreement on the correct stamp paper is far better than an informal understanding. The stamp duty depends on the rent and the term, so check the current rates with the Haryana revenue department or your lawyer.

## Police verification

Gurugram Police have repeatedly directed owners to get their tenants verified, and failing to do so can lead to action against the owner. Verification helps keep neighbourhoods safe and creates a record of who is living where.

Verification can be applied for online through the Haryana Police citizen services portal, Har Samay, or at the local police station. You will generally need:

1. the tenant's photo identity and permanent address proof;
2. a recent photograph of the tenant;
3. the owner's details and the address of the rented property; and
4. details of family members or others who will live in the property.

Tenants should keep a copy of the completed verification. Many societies ask for it before issuing access cards, and some employers ask for it too.

## Documents the tenant should keep

- A signed copy of the rent agreement.
- Receipts or bank records for the deposit and every rent payment.
- The police verification acknowledgement.
- Photos of the flat on move-in day, with dates.
- The owner's PAN, if you claim house rent allowance and your annual rent is above the threshold set by income-tax rules.

## Documents the owner should keep

- Copies of the tenant's identity and address proof.
- The signed agreement and police verification.
- Records of rent received.
- Proof of ownership of the property, which may be asked for by the society or the police.

## Moving out

Give notice as the agreement requires, and do a joint inspection with the owner using the move-in inventory and photos. Agree in writing on any deductions from the deposit, and settle utility bills up to the last date. A clean handover is the best way to get your deposit back on time.`,
  },
  {
    slug: 'ready-to-move-vs-under-construction',
    title: 'Ready-to-move or under-construction? Choosing in Gurugram',
    excerpt:
      'A ready flat offers certainty; an under-construction one can offer a newer home and staggered payments. How the two compare on risk, cost, tax and the paperwork to check.',
    author_name: 'Ananya Mehra',
    published_at: '2026-06-04T04:30:00.000Z',
    category: 'buying-guide',
    tags: ['hrera', 'dwarka-expressway', 'new-gurugram'],
    content: `Gurugram has a large supply of both completed homes and homes still being built. Which one is right for you depends on how soon you need to move, how much risk you can carry and how you plan to pay.

## Ready-to-move homes

**Advantages**

- You can see exactly what you are buying: the flat, the view, the society and the neighbours.
- You can move in, or rent it out, soon after purchase.
- There is no risk of construction delays.
- GST does not apply to the sale of a completed property that has received its occupation certificate.

**Things to check**

1. **Occupation certificate.** Make sure the building has one. Without it, there can be problems with utility connections, loans and resale.
2. **Title.** Have a lawyer check the chain of ownership documents for a resale flat.
3. **Dues.** Confirm that maintenance, property tax and utility bills are paid up.
4. **Condition.** Older flats may need repairs or renovation, which adds to the cost.

## Under-construction homes

**Advantages**

- A newer home, often with more modern layouts and amenities.
- Payment linked to construction stages, which can be easier on cash flow.
- The chance to choose a unit, floor or view early.

**Risks and costs**

- **Delay.** Possession can slip, sometimes by years, which means paying rent and EMI at the same time.
- **Changes.** The final product may differ from the brochure, although RERA limits changes to sanctioned plans without buyers' consent.
- **GST.** GST applies to under-construction residential property. Rates have commonly been 5% for most homes and lower for homes that qualify as affordable housing, without input tax credit. Check the current rules when you buy.

## How RERA helps

Projects that must be registered under RERA cannot be advertised or sold without registration. For under-construction homes in Gurugram, check the project on HRERA Gurugram:

- the registered completion date;
- the promoter's quarterly progress reports;
- any complaints and orders against the promoter.

If possession is delayed beyond the agreed date, RERA gives buyers remedies such as interest for the delay or a refund with interest, and HRERA Gurugram is the forum for such complaints.

## Comparing the total cost

Look beyond the headline price:

| Cost | Ready-to-move | Under-construction |
| --- | --- | --- |
| GST | Not applicable after occupation certificate | Applicable |
| Rent while waiting | None | Possibly for years |
| Pre-EMI interest | None | Possible on loan disbursed during construction |
| Renovation | Possible for older homes | Usually minimal at first |

## Which should you choose?

Choose **ready-to-move** if you need to move soon, want certainty, or would struggle to pay rent and EMI together. Consider **under-construction** if you have time, a promoter with a good delivery record on HRERA, and enough buffer to handle a delay.

Either way, read the agreement carefully, take independent legal advice, and visit the site more than once.`,
  },
  {
    slug: 'home-loan-documents-and-eligibility',
    title: 'Home loan documents and eligibility: a checklist for Gurugram buyers',
    excerpt:
      'What banks look at when you apply for a home loan, the documents salaried and self-employed borrowers need, and the property papers lenders ask for in Gurugram.',
    author_name: 'Rohit Khanna',
    published_at: '2026-08-27T05:30:00.000Z',
    category: 'home-loans',
    tags: ['home-loan-emi', 'hrera'],
    content: `Getting a home loan is easier when you know what the bank will ask for. Having your documents ready can shorten the process by weeks and help you negotiate a better offer.

## What lenders look at

- **Income and stability.** Your monthly income, how long you have been in your job or business, and how regular your income is.
- **Existing obligations.** Other EMIs and credit card dues reduce how much you can borrow.
- **Credit history.** Your credit score and repayment record. Check your credit report before you apply and correct any errors.
- **Age and tenure.** Lenders usually want the loan repaid before you reach a certain age, which limits the tenure.
- **The property.** Whether the property is legally and technically sound, and its value.

Use Aangan's [EMI calculator](/emi-calculator) to see what EMI a given loan amount and tenure would mean, and check that it fits comfortably in your monthly budget.

## Personal documents

For **salaried** applicants, banks commonly ask for:

1. identity and address proof, and your PAN;
2. recent salary slips;
3. bank statements for the last several months showing salary credits;
4. Form 16 or income-tax returns for recent years; and
5. passport-size photographs.

For **self-employed** applicants, expect to provide:

1. identity and address proof, and PAN;
2. income-tax returns with computation of income for the last two or three years;
3. audited financial statements, where applicable;
4. business bank statements; and
5. proof that the business exists, such as GST registration or other registrations.

## Property documents

For a **new or under-construction** property in Gurugram:

- the allotment letter and the builder-buyer agreement;
- the HRERA registration details of the project;
- the payment receipts issued by the promoter;
- the approved building plan; and
- for some lenders, a tripartite agreement between you, the bank and the promoter.

For a **resale** property:

- the chain of title documents, including the current owner's registered sale deed;
- the occupation certificate of the building;
- a no-dues certificate from the society;
- property tax receipts; and
- an encumbrance check or the lender's own title search report.

## Down payment and other costs

Banks lend only a share of the property value, within the loan-to-value limits set by the Reserve Bank of India. Plan to fund the rest yourself, along with stamp duty, registration, legal fees and the lender's processing fee.

## Sanction and disbursement

A **sanction letter** states the loan amount, rate and conditions. It is not the loan itself. **Disbursement** happens after the property documents are checked and the agreement is signed. For under-construction homes, money is released in stages as construction progresses, and you may pay only interest on the amount released until full disbursement.

## Compare offers

Ask at least two or three lenders for offers, and compare:

- the interest rate and the benchmark it is linked to;
- processing and other fees;
- prepayment terms; and
- how quickly they can sanction and disburse.

A few days spent comparing offers can save a meaningful amount over the life of the loan.`,
  },
  {
    slug: 'first-month-in-gurugram-relocation-guide',
    title: 'Moving to Gurugram for work: your first month, step by step',
    excerpt:
      'New job in Cyber City or on Golf Course Road? A practical plan for your first weeks, from a short stay or PG to a longer rental in the right part of the city.',
    author_name: 'Priya Nair',
    published_at: '2026-10-15T04:00:00.000Z',
    category: 'renting',
    tags: ['short-stays', 'pg-living', 'rent-agreement', 'cyber-city'],
    content: `Relocating for a new job is exciting and exhausting at the same time. Gurugram is a large city, and the right place to live depends a great deal on where you work and how you get there. This plan helps you avoid committing to a long rental before you know the city.

## Week 1: a temporary base

Book a short stay or a PG with a flexible notice period close to your office. This gives you time to learn the city before signing a year-long agreement.

- If your office is in Cyber City, look at the DLF phases, Sikanderpur or the areas near Rapid Metro stations.
- If it is on Golf Course Road or Golf Course Extension Road, look at nearby sectors along those roads.
- If it is on Sohna Road or in Udyog Vihar, stay on that side of the city.

Carry your identity documents and your offer letter. Hosts, PG operators and societies will ask for identity proof, and some will ask where you work.

## Week 2: learn your commute

Use your first week at work to try different ways of getting to the office: the Rapid Metro and Yellow Line, office cabs, shared autos and app-based cabs. Note how long each takes in the morning and evening. Ask colleagues where they live and why.

By the end of the week, choose two or three areas where the commute is acceptable to you.

## Week 3: shortlist and visit

Set your budget, including the deposit and one-time costs such as moving and buying basic furniture. Then:

1. Filter Aangan listings by those areas and your budget.
2. Use 360° tours to drop homes whose layout or condition does not suit you.
3. Book site visits for your top three to five options.
4. Visit after work, at the time you would actually be coming home.

Use our site-visit checklist, and do not pay any token amount until you have seen the owner's proof of ownership and a draft agreement.

## Week 4: paperwork and move-in

Once you have chosen a home:

- agree on the rent, deposit, lock-in and notice period in writing;
- sign a rent agreement on e-stamp paper;
- complete police verification, which the owner should initiate or support;
- submit the documents your society requires for access cards and parking; and
- photograph the flat on move-in day and keep an inventory.

Set up electricity and gas accounts, internet and a household help arrangement if you need one. Ask the society office for the list of approved vendors.

## Settling in

Find your nearest clinic, pharmacy, grocery store and hospital with an emergency department. Save the society security desk number and the local police station number in your phone. Gurugram's summers are hot and the monsoon can cause waterlogging on some roads, so plan your commute around the weather in those months.

After a few months, you will know the city far better. If your first rental turns out not to be ideal, you will be in a much stronger position to choose your next home.`,
  },
];
