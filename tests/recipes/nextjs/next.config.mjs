/** @type {import('next').NextConfig} */
export default {
  // Static files in out/, for any static host.
  output: 'export',
};
