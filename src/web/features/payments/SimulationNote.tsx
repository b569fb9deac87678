/** Said beside every price while the gateway is the sandbox. */
export function SimulationNote() {
  return (
    <p className="alert alert-warning" role="note">
      Simulación: no se cobra dinero real. El QR abre una página de prueba donde puedes confirmar el pago.
    </p>
  );
}
