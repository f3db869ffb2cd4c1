// The pictures of the README and the staff guide (docs/staff-guide.md), made by `npm run screenshots`
// from the running demo church. A picture's file is docs/images/<name>-<width>.jpg; the docs use some
// widths of some pictures, and a test (scripts/docs/pictures.test.ts) checks every picture they show is
// made here. `staff` pictures are taken signed in as an owner; `ready` is a heading the page shows once
// it is the page the picture means (a page that is gone, or changed past recognition, fails the script);
// `show` names a heading scrolled to the top of the picture.

/** The site's clock while the pictures are taken (a Thursday, 11:00 in the demo church's zone): in the past, so
 * a sign-in link made now is still valid at that time. */
export const CLOCK = "2026-11-19T19:00:00.000Z";

export const WIDTHS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
};

export const PICTURES = [
  { name: "home", path: "/", ready: { level: 1 } },
  { name: "sign-in", path: "/admin/sign-in", ready: { name: "Staff sign-in", level: 1 } },
  { name: "dashboard", path: "/admin", staff: true, ready: { name: /^Welcome/, level: 1 } },
  { name: "content", path: "/admin/content", staff: true, ready: { level: 1 } },
  { name: "edit-page", path: "/admin/edit/pages/about.yaml", staff: true, ready: { name: "Edit About Us", level: 1 } },
  {
    name: "translate-page",
    path: "/admin/translate/pages/about.yaml?language=es",
    staff: true,
    ready: { name: /in Spanish$/, level: 1 },
  },
  {
    name: "alerts",
    path: "/admin/edit/alerts.yaml",
    staff: true,
    ready: { name: "Edit Alerts", level: 1 },
  },
  { name: "roster", path: "/admin/sign-ups", staff: true, ready: { name: "Sign-ups", level: 1 } },
  {
    name: "statements",
    path: "/admin/giving",
    staff: true,
    ready: { name: "Giving", level: 1 },
    show: "Year-end statements",
  },
];

/** The file a picture is written to, in `dir`. */
export function pictureFile(dir, name, width) {
  return `${dir}/${name}-${width}.jpg`;
}
