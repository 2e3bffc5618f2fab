export const policies: { uniqueName: string; title: string; file: string }[] = [
  { uniqueName: "terms-of-service", title: "Terms of Service", file: "terms-of-service.md" },
  { uniqueName: "privacy-policy", title: "Privacy Policy", file: "privacy-policy.md" },
  { uniqueName: "content-guidelines", title: "Content Guidelines", file: "content-guidelines.md" },
  { uniqueName: "content-takedown-policy", title: "Content Takedown Policy", file: "content-takedown-policy.md" },
  {
    uniqueName: "grievance-redressal-mechanism",
    title: "Grievance Redressal Mechanism",
    file: "grievance-redressal-mechanism.md",
  },
];
