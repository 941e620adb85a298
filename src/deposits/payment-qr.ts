import QRCode from "qrcode";

/**
 * The QR code of a payment link as an SVG document. Error correction level M (15%) is what
 * wallets' scanners read off a screen reliably while the code stays small for a long link.
 */
export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
