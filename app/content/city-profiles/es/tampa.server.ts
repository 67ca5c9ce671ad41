import type { SpanishCityProfiles } from "../../city-profile-schema";

/** Tampa. */
export const tampaEs: SpanishCityProfiles = {
  tampa: {
    photoAlt: "Casa de estilo mediterráneo en South Tampa con techo de teja de barril en color terracota",
    headline:
      "De los bungalows de Seminole Heights a las casas mediterráneas con tejas de South Tampa, reemplazamos, reparamos y reforzamos contra tormentas los techos de Tampa, cuadra por cuadra.",
    intro: [
      "Los techos de Tampa abarcan un siglo de construcción. Bungalows Craftsman de los años 20 están a pocas calles de casas de una planta de bloque de concreto de los años 50 y de townhomes nuevos en el Channel District, y cada uno pide algo diferente: un trabajo de tejas asfálticas en pendiente pronunciada con limahoyas cortadas a mano, un porche de baja pendiente que necesita betún modificado en lugar de tejas asfálticas, o un techo de teja de barril donde cada pieza rota tiene que igualarse en perfil y color.",
      "Como gran parte de la ciudad son viviendas antiguas, muchos de los techos que abrimos en Tampa todavía están sobre el entablado original de tablones de 1x6, con espacios entre las tablas. Volver a clavar ese entablado según el código actual, o cubrirlo con madera contrachapada, es parte de hacer bien el trabajo, y lo cotizamos con claridad antes de empezar, en lugar de darle una sorpresa a mitad del retiro del techo viejo.",
    ],
    housing:
      "Dentro de los límites de la ciudad encontrará tres tipos principales de techo. Los distritos históricos como Hyde Park y Tampa Heights tienen hastiales empinados, buhardillas y entablados de tablas de madera, y ahí la Historic Preservation Commission puede revisar un cambio de material del techo. Las casas de bloque de mediados de siglo en Forest Hills, Sulphur Springs y Drew Park tienen techos a cuatro aguas bajos y sencillos, ideales para tejas asfálticas arquitectónicas o metal de junta alzada. South Tampa y Davis Islands suman tejas de concreto y de barro en casas Mediterranean Revival, además de secciones de techo plano sobre los Florida rooms (cuartos de sol) que necesitan sistemas de membrana.",
    stormExposure:
      "Tampa está sobre Hillsborough Bay y Old Tampa Bay, y los vecindarios al sur de Kennedy Boulevard están en la parte del área metropolitana más expuesta a la marejada ciclónica. Tormentas como Idalia, Helene y Milton mostraron cómo la lluvia con viento se mete bajo tejas asfálticas levantadas y cumbreras agrietadas mucho antes de que el techo se vea dañado desde la calle. Las tormentas eléctricas de verano también dejan caer granizo pequeño sobre la ciudad unas cuantas veces casi todos los años, lo que golpea las tejas asfálticas viejas y les arranca los gránulos.",
    localNotes:
      "Los permisos de techado dentro de los límites de Tampa se tramitan en el Construction Services Center de la Ciudad de Tampa, no con el Condado de Hillsborough, y las casas en distritos históricos pueden necesitar un Certificate of Appropriateness antes de cambiar el material. Tramitamos ambos, programamos la inspección durante la obra y la final, y dejamos la tarjeta del permiso en la propiedad para que usted pueda revisarla.",
    whyChoose: [
      "Cuadrillas que conocen los bungalows de Tampa con entablado de tablones y los vuelven a clavar o a entablar según el Florida Building Code vigente",
      "Nos encargamos de los permisos de la Ciudad de Tampa y de las revisiones de distritos históricos para que su proyecto no se retrase",
      "Igualación de tejas para reparaciones en South Tampa y Davis Islands, con nuestro propio inventario de teja de barril y teja plana recuperadas",
      "Medidas de mitigación de viento incluidas en cada reemplazo de techo, con la documentación para bajar la prima de su seguro",
      "Una empresa familiar con base en Odessa, a poca distancia por el Veterans Expressway, no un cazatormentas de otro estado",
    ],
    faqs: [
      {
        question: "¿Necesito un permiso para reemplazar mi techo en Tampa?",
        answer:
          "Sí. Cualquier reemplazo de techo dentro de los límites de Tampa necesita un permiso de la Ciudad de Tampa, y las casas en un distrito histórico también pueden necesitar un Certificate of Appropriateness. Solicitamos ambos, programamos las inspecciones e incluimos las tarifas en su cotización.",
      },
      {
        question: "¿Pueden reparar un techo de tejas de barro en South Tampa sin reemplazarlo?",
        answer:
          "Por lo general, sí. Si la membrana base debajo de las tejas todavía está en buen estado, reemplazamos las tejas agrietadas o desplazadas con piezas iguales y volvemos a asentar la cumbrera. Si la membrana base ya cumplió su vida útil, levantamos las tejas, instalamos membrana base nueva y volvemos a colocar las tejas en buen estado para ahorrarle el costo de material nuevo.",
      },
      {
        question: "¿Qué tan rápido pueden llegar a un techo con goteras en Tampa?",
        answer:
          "Tampa queda en línea recta por el Veterans Expressway desde nuestra oficina en Odessa. Para goteras activas, normalmente tenemos una cuadrilla en el lugar en pocas horas para cubrir el techo con lonas y sellarlo provisionalmente, de día o de noche.",
      },
    ],
    keywords: [
      "techador en Tampa",
      "techos en Tampa FL",
      "reemplazo de techo Tampa",
      "reparación de techos de tejas South Tampa",
      "techos en Seminole Heights",
      "reparación de techos Tampa",
    ],
  },
};
