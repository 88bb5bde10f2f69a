// Prints the api app's routes as JSON ([{ method, path }]), for the tests that must cover every
// route (the access matrix, hostile input): a route added to the app is in their list at once.
import { app } from '../app.ts';

const routes = app.routes
  .filter((route) => route.method !== 'ALL')
  .map((route) => ({ method: route.method, path: route.path }));
const unique = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
console.log(JSON.stringify(unique));
