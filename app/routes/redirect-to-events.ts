import { redirect } from "react-router";

// SPEC 2.1: /vbs goes to the events page, where VBS is featured. Every visit gets a real HTTP redirect
// from the loader.
export const loader = () => redirect("/events");
