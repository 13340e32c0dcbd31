import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  entry: './src/main.js',
  output: { clean: true },
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html' })],
};
