import { redirect } from "react-router";

// SPEC 2.1: /vbs goes to the events page, where VBS is featured. A first load gets a real HTTP redirect
// from the loader; in-app navigation redirects in the browser, with no round trip.
export const loader = () => redirect("/events");
// Not `= loader`: the browser build strips the server loader.
export const clientLoader = () => redirect("/events");
