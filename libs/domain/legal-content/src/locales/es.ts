import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Los documentos legales en español (trato de usted): la misma estructura y los mismos parámetros que en.ts. */
export const es: LegalTexts = {
  terms: {
    title: 'Condiciones de reserva',
    summary:
      'Estas condiciones se aplican cuando usted reserva un alojamiento en {brandName}. Explican con quién celebra el contrato, cómo funcionan los precios y el pago, y qué ocurre si cambian sus planes.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quiénes somos',
        blocks: [
          paragraph(
            '{brandName} está gestionado por {companyName}, {companyAddress} («nosotros»). Nos encargamos del sitio web y de la aplicación en los que usted busca y reserva alojamientos. No somos propietarios de los alojamientos que ofrecemos ni los gestionamos.',
          ),
          paragraph('Puede contactar con nuestro servicio de atención al cliente en {supportEmail}. Respondemos por escrito en un plazo de dos días hábiles.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Su reserva y con quién la celebra',
        blocks: [
          paragraph(
            'Al reservar, usted celebra el contrato de alojamiento directamente con el establecimiento: el hotel, o el propietario o gestor de la vivienda vacacional. Nosotros actuamos como intermediario: transmitimos su reserva al establecimiento, cobramos el pago en su nombre cuando usted paga en línea y le ayudamos si algo sale mal.',
          ),
          paragraph(
            'Su reserva queda confirmada cuando ve la página de confirmación con un número de reserva y recibe la confirmación por correo electrónico o SMS. Hasta entonces no existe contrato ni se cobra ningún importe.',
          ),
          paragraph('Al reservar, usted confirma que:'),
          list([
            'tiene al menos 18 años y puede celebrar un contrato vinculante;',
            'los nombres y datos de contacto que facilita son correctos, y reserva para usted y para los huéspedes que viajan con usted;',
            'el número de huéspedes no supera la capacidad de las habitaciones o de la vivienda que reserva;',
            'usted y sus acompañantes respetarán las normas internas del establecimiento y nuestra Política de huéspedes.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Precios e impuestos',
        blocks: [
          paragraph(
            'Los precios se muestran en {currencyName} ({currencyCode}) e incluyen los impuestos y cargos aplicables a la estancia. El total del formulario de reserva es el importe que usted paga, salvo la tasa turística que algunos municipios exigen pagar en el establecimiento; el formulario de reserva lo indica cuando corresponde.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Los precios se muestran en {currencyName} ({currencyCode}) por noche. Los impuestos y cargos se añaden al precio de la habitación: aparecen en una línea aparte antes de reservar, y el total del formulario de reserva los incluye.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Los precios pueden cambiar hasta el momento de la reserva. Una vez confirmada la reserva, su precio es fijo, salvo que usted mismo modifique la reserva (fechas, habitaciones o huéspedes), en cuyo caso se aplica el precio de la nueva estancia. Los descuentos, cupones y el saldo del monedero se muestran en líneas separadas y solo se aplican conforme a sus propias condiciones.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Pago',
        blocks: [
          paragraph(
            'Según el establecimiento, usted paga en línea al reservar o en el establecimiento a su llegada («Pago en el hotel»). El formulario de reserva muestra qué opciones admite su estancia; algunos establecimientos solo aceptan el pago en línea, y el pago en el establecimiento puede estar limitado a un número máximo de habitaciones por reserva.',
          ),
          paragraph(
            'Los pagos en línea los procesa nuestro proveedor de pagos. Nunca vemos ni guardamos el número completo de su tarjeta. Si un pago en línea no se completa en el plazo indicado en la página de pago, las habitaciones retenidas para usted se liberan y la reserva no se realiza.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Cancelación y reembolsos',
        blocks: [
          paragraph(
            'Cada habitación tiene su propia política de cancelación. Se muestra en el formulario de reserva antes de reservar y en su confirmación, e indica hasta cuándo puede cancelar gratis y cuánto pagará si cancela más tarde.',
          ),
          paragraph(
            'Puede cancelar en Mis reservas o a través del servicio de atención al cliente. Si cancela dentro del plazo gratuito, le reembolsamos todo lo que pagó en línea. Si se aplica un cargo por cancelación, le reembolsamos lo pagado menos ese cargo.',
          ),
          paragraph(
            'Los reembolsos se abonan en el medio de pago que utilizó, o en su monedero si así lo elige, en un plazo de 5 a 7 días hábiles desde la cancelación. Su banco puede tardar algunos días más en mostrar el importe.',
          ),
          paragraph(
            'El derecho de desistimiento de 14 días de los contratos a distancia no se aplica al alojamiento reservado para fechas concretas (artículo 16, letra l), de la Directiva 2011/83/UE sobre los derechos de los consumidores). Puede cancelar en los términos que permita la política de cancelación de su habitación.',
            EU,
          ),
          paragraph(
            'El plazo de cancelación de 14 días de las Consumer Contracts Regulations 2013 no se aplica al alojamiento reservado para fechas concretas (regulation 28(1)(b)). Puede cancelar en los términos que permita la política de cancelación de su habitación.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Cambios, llegada tardía y no presentación',
        blocks: [
          paragraph(
            'Cuando la página de su reserva lo permita, puede cambiar las fechas de su estancia o la habitación. El cambio se cobra al precio de la nueva estancia; si el nuevo precio es inferior, la diferencia se reembolsa como se indica más arriba.',
          ),
          paragraph(
            'Si va a llegar después de la hora de entrada, avise con antelación al establecimiento o a nosotros. Si no llega el día de entrada y no ha cancelado, el establecimiento puede tratar la reserva como no presentación (no-show): puede liberar las habitaciones y cobrar el importe por no presentación previsto en la política de cancelación, hasta el precio total de la estancia.',
          ),
          paragraph(
            'Si el establecimiento no puede respetar su reserva, le ofrecemos un alojamiento comparable cercano sin coste adicional o, si lo prefiere, el reembolso íntegro.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilidad',
        blocks: [
          paragraph(
            'El establecimiento es responsable de la estancia en sí: la habitación o la vivienda, sus instalaciones y los servicios que presta. Nosotros somos responsables de gestionar correctamente su reserva y su pago, y de la información que publicamos sobre el establecimiento, que obtenemos del propio establecimiento y revisamos con cuidado.',
          ),
          paragraph(
            'No respondemos de los actos u omisiones del establecimiento, salvo que hayamos incumplido nuestras propias obligaciones. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar, como la responsabilidad por muerte o lesiones personales causadas por negligencia, o por fraude.',
          ),
          paragraph(
            'Usted conserva todos los derechos que le reconoce la legislación imperativa de protección de los consumidores del país en el que reside.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'complaints',
        heading: 'Reclamaciones',
        blocks: [
          paragraph(
            'Si algo no está bien durante su estancia, comuníqueselo de inmediato al establecimiento para que pueda solucionarlo. Si no lo hace, escríbanos a {supportEmail} durante su estancia o en los 30 días siguientes a la salida, indicando su número de reserva. Acusamos recibo de su reclamación en un plazo de dos días hábiles y procuramos resolverla en 14 días.',
          ),
          paragraph(
            'También puede dirigirse a nuestro responsable de reclamaciones (Grievance Officer) en {grievanceEmail}. El Grievance Officer acusa recibo de la reclamación en un plazo de 48 horas y la resuelve en el plazo de un mes desde su recepción, como exigen las Consumer Protection (E-Commerce) Rules, 2020. También puede llamar a la National Consumer Helpline (1915) o presentar una reclamación ante una comisión de consumo conforme a la Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Si no logramos resolver su reclamación de común acuerdo, puede solicitar asesoramiento gratuito al Centro Europeo del Consumidor del país en el que reside o someter el litigio al organismo competente de resolución de litigios de consumo de {countryName}.',
            EU,
          ),
          paragraph(
            'Si no logramos resolver su reclamación de común acuerdo, puede solicitar asesoramiento gratuito a Citizens Advice (consumer service) o acudir a los tribunales.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Ley aplicable y jurisdicción',
        blocks: [
          paragraph(
            'Estas condiciones y todas las reservas realizadas conforme a ellas se rigen por las leyes de la India. Son competentes los tribunales de {courts}, sin perjuicio de su derecho a acudir a una comisión de consumo de su lugar de residencia o del lugar en el que surgió la causa de la reclamación.',
            INDIA,
          ),
          paragraph(
            'Estas condiciones se rigen por la legislación de {countryName}. Si usted reside en otro país de la Unión Europea, conserva además la protección de la legislación imperativa de consumo de ese país, y puede interponer una acción ante los tribunales de {countryName} o del país en el que reside.',
            EU,
          ),
          paragraph(
            'Estas condiciones se rigen por el Derecho de Inglaterra y Gales. Si usted reside en Escocia o en Irlanda del Norte, también puede interponer una acción ante los tribunales de allí, conforme a su Derecho local.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Política de huéspedes',
    summary:
      'Lo que todo huésped debe saber antes de llegar: documentos de identidad, edad, parejas y visitas, y las normas que se aplican en todos los alojamientos de {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Entrada y salida',
        blocks: [
          paragraph(
            'Las horas de entrada (check-in) y de salida (check-out) figuran en la página del alojamiento y en su confirmación. La entrada anticipada y la salida tardía dependen de la disponibilidad y pueden tener un coste, que se le muestra antes de pagarlo.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Documentos de identidad',
        blocks: [
          paragraph(
            'Todos los huéspedes adultos deben presentar al hacer el check-in un documento de identidad oficial válido con fotografía: tarjeta Aadhaar, pasaporte, permiso de conducir o tarjeta de elector. No todos los establecimientos aceptan la tarjeta PAN como prueba de identidad; en ese caso, la página del alojamiento indica «No se acepta la tarjeta PAN». Algunos establecimientos no aceptan documentos de identidad con una dirección en la misma ciudad (documentos locales) y lo indican en la página del alojamiento.',
            INDIA,
          ),
          paragraph(
            'Los huéspedes que no tienen la nacionalidad india deben presentar su pasaporte con un visado indio válido. El establecimiento debe comunicar su estancia a las autoridades (formulario C). Los establecimientos marcados con «Solo se admiten ciudadanos indios» no pueden alojar a huéspedes extranjeros.',
            INDIA,
          ),
          paragraph(
            'Todos los huéspedes adultos deben presentar al hacer el check-in un pasaporte o documento nacional de identidad válido. En muchos países la ley obliga al establecimiento a registrar a sus huéspedes y a comunicar sus datos a las autoridades locales.',
            EUROPE,
          ),
          paragraph('Si pagó en línea, el establecimiento puede pedirle que muestre la tarjeta con la que pagó.'),
        ],
      },
      {
        id: 'age',
        heading: 'Edad',
        blocks: [
          paragraph(
            'El huésped que hace el check-in debe tener al menos 18 años. Los niños son bienvenidos salvo que la página del alojamiento indique lo contrario, y cuentan para el número de huéspedes de la habitación o de la vivienda.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Parejas',
        blocks: [
          paragraph(
            'Cada establecimiento decide si las parejas no casadas pueden alojarse juntas. Los que no las admiten muestran «No se admiten parejas no casadas» en la página del alojamiento y en los resultados de búsqueda; los demás muestran «Las parejas son bienvenidas». Encontrará más información en nuestra página sobre parejas no casadas.',
            INDIA,
          ),
          paragraph('Todos los alojamientos de {brandName} dan la bienvenida a las parejas, casadas o no. Nadie le pedirá una prueba de matrimonio.', EUROPE),
        ],
      },
      {
        id: 'visitors',
        heading: 'Visitas',
        blocks: [
          paragraph(
            'Por la seguridad de todos los huéspedes, solo pueden pernoctar los huéspedes registrados en la reserva. Un hotel puede admitir visitas durante el día en sus zonas comunes y pedirles que muestren su documento de identidad.',
            HOTELS,
          ),
          paragraph(
            'Solo pueden pernoctar en la vivienda los huéspedes indicados en la reserva, hasta el número máximo de huéspedes que esta admite. Las fiestas y los eventos requieren el consentimiento por escrito del propietario.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Daños',
        blocks: [
          paragraph(
            'Trate el alojamiento como trataría su propia casa. El huésped que hizo la reserva responde de los daños causados por los huéspedes de la reserva que vayan más allá del desgaste normal, y el establecimiento puede cobrar el coste razonable de la reparación o sustitución, justificándolo.',
          ),
          paragraph(
            'Algunas viviendas piden una fianza. El importe, cuándo se paga y cuándo se devuelve se indican en la página del alojamiento antes de reservar.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Tabaco',
        blocks: [
          paragraph(
            'No está permitido fumar dentro de las habitaciones ni de las viviendas, salvo que la página del alojamiento indique lo contrario. El establecimiento puede cobrar el coste de limpiar una habitación o vivienda en la que se haya fumado.',
          ),
          paragraph(
            'Fumar en lugares públicos está prohibido por la Cigarettes and Other Tobacco Products Act, 2003. Los hoteles pueden ofrecer una zona habilitada para fumadores.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Mascotas',
        blocks: [
          paragraph(
            'Las mascotas solo se admiten en las viviendas que lo indiquen en la página del alojamiento, hasta el número de animales indicado. Comunique al propietario con antelación qué animal llevará, y no deje que se suba a camas ni sofás.',
            HOMES,
          ),
          paragraph('No se admiten mascotas en los hoteles, salvo que la página del alojamiento indique lo contrario.', HOTELS),
          paragraph('Los perros de asistencia son bienvenidos en todos los alojamientos.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Cuándo se puede denegar o poner fin a una estancia',
        blocks: [
          paragraph(
            'El establecimiento puede denegar el check-in, o poner fin a una estancia sin reembolso, si un huésped no puede presentar un documento de identidad válido, no cumple una restricción mostrada antes de la reserva, incumple estas normas o la ley, o pone en peligro a otras personas o el establecimiento.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Política de privacidad',
    summary:
      'Cómo utiliza {companyName} los datos personales que usted nos facilita al buscar y reservar en {brandName}, con qué fines, durante cuánto tiempo los conservamos y qué derechos le asisten.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Quién es el responsable de sus datos',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, es el responsable del tratamiento de sus datos personales conforme al Reglamento General de Protección de Datos (RGPD).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, es el responsable del tratamiento de sus datos personales conforme al UK GDPR y a la Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, es responsable de sus datos personales como Data Fiduciary conforme a la Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Para cualquier consulta sobre sus datos, escriba a {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Qué datos recogemos',
        blocks: [
          list([
            'Cuenta: su nombre, dirección de correo electrónico, número de móvil y contraseña (que solo guardamos como hash seguro). Si inicia sesión con Google, Apple o Facebook, el nombre y la dirección de correo electrónico que ese proveedor comparte con nosotros.',
            'Reservas: el alojamiento, las fechas, las habitaciones y los huéspedes, el nombre del huésped que hace el check-in, sus peticiones especiales y su historial de reservas.',
            'Pagos: importe, moneda, medio de pago y estado. Usted introduce los datos de su tarjeta en la página de nuestro proveedor de pagos; nosotros solo recibimos un token, la red de la tarjeta y los cuatro últimos dígitos.',
            'Dispositivo y uso: dirección IP, tipo de navegador y de dispositivo, idioma, un identificador del dispositivo (la cookie fingerprint2), las páginas que consulta y las búsquedas que realiza.',
            'Ubicación: su ubicación aproximada, deducida de su dirección IP, y su ubicación exacta solo si usted lo permite, por ejemplo para encontrar alojamientos cerca de usted.',
            'Mensajes: lo que escribe al servicio de atención al cliente y las opiniones que publica.',
            'Campañas: el anuncio o enlace por el que llegó hasta nosotros (parámetros utm).',
          ]),
          paragraph('Cuando crea una cuenta, también le pedimos su dirección postal, que necesitamos para las facturas.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Para qué los utilizamos',
        blocks: [
          list([
            'para realizar, modificar y cancelar sus reservas, y transmitir al establecimiento los datos que necesita;',
            'para cobrar pagos y efectuar reembolsos, y para prevenir el fraude;',
            'para gestionar su cuenta e iniciar su sesión de forma segura, también con códigos de un solo uso;',
            'para ayudarle cuando contacte con el servicio de atención al cliente;',
            'para mantener el sitio seguro y operativo, y mejorarlo a partir de estadísticas;',
            'para enviarle ofertas, solo si ha aceptado recibirlas;',
            'para cumplir nuestras obligaciones legales, como los registros fiscales y contables y el registro de huéspedes.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Nuestra base jurídica',
        blocks: [
          paragraph('Conforme al RGPD, nos basamos en:', EUROPE),
          list(
            [
              'el contrato con usted, para las reservas, los pagos, su cuenta y la atención al cliente;',
              'nuestros intereses legítimos, para la seguridad, la prevención del fraude, la mejora del sitio y la medición de nuestras campañas, que hemos ponderado con sus intereses y derechos;',
              'su consentimiento, para las cookies de estadísticas y de preferencias, las comunicaciones comerciales y su ubicación exacta; puede retirarlo en cualquier momento;',
              'las obligaciones legales, para los registros fiscales y contables y el registro de huéspedes.',
            ],
            EUROPE,
          ),
          paragraph(
            'Tratamos sus datos personales con su consentimiento, que usted otorga al crear una cuenta o hacer una reserva y puede retirar en cualquier momento, y para los usos legítimos que permite la DPDP Act, como la finalidad para la que nos facilitó los datos y el cumplimiento de la ley. La retirada del consentimiento no afecta a lo realizado con anterioridad; puede implicar que ya no podamos prestarle un servicio, como una reserva.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Con quién los compartimos',
        blocks: [
          list([
            'el alojamiento que reserva, que recibe su nombre, sus datos de contacto, los datos de la reserva y sus peticiones especiales;',
            'nuestro proveedor de pagos, para los pagos, los reembolsos y las tarjetas guardadas;',
            'los proveedores de servicios que trabajan para nosotros en virtud de un contrato y solo siguiendo nuestras instrucciones: alojamiento web, envío de correos electrónicos y SMS, herramientas de atención al cliente;',
            'las autoridades, cuando la ley lo exige.',
          ]),
          paragraph('No vendemos sus datos personales.'),
          paragraph(
            'Cuando un proveedor de servicios se encuentra fuera del Espacio Económico Europeo, solo transferimos datos sobre la base de una decisión de adecuación de la Comisión Europea o de sus cláusulas contractuales tipo.',
            EU,
          ),
          paragraph(
            'Cuando un proveedor de servicios se encuentra fuera del Reino Unido, solo transferimos datos conforme a los reglamentos de adecuación del Reino Unido o al acuerdo internacional de transferencia de datos del Reino Unido (UK international data transfer agreement).',
            UK,
          ),
          paragraph('Podemos tratar datos fuera de la India, salvo en los países a los que el Gobierno de la India restrinja las transferencias.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Durante cuánto tiempo los conservamos',
        blocks: [
          list([
            'Datos de la cuenta: mientras exista su cuenta; los suprimimos en los 30 días siguientes al cierre de su cuenta.',
            'Reservas, pagos y facturas: durante el tiempo que exija la legislación fiscal y contable aplicable ({countryName}), diez años como máximo.',
            'Datos del dispositivo y registros de seguridad: 13 meses.',
            'Mensajes al servicio de atención al cliente: dos años desde que se cierra el asunto.',
            'Consentimiento para comunicaciones comerciales: hasta que usted lo retire.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Sus derechos',
        blocks: [
          paragraph(
            'Usted tiene derecho a acceder a sus datos, a su rectificación o supresión, a la limitación de su tratamiento, a recibirlos en un formato portable, a oponerse a su tratamiento (siempre, en el caso de la mercadotecnia directa) y a retirar su consentimiento.',
            EUROPE,
          ),
          paragraph(
            'Usted tiene derecho a obtener un resumen de sus datos personales y de cómo los tratamos, a que se corrijan, completen, actualicen o supriman, a que se atiendan sus reclamaciones y a designar a una persona que pueda ejercer sus derechos en caso de fallecimiento o incapacidad.',
            INDIA,
          ),
          paragraph(
            'Puede modificar la mayoría de sus datos en su cuenta. Para todo lo demás, escriba a {privacyEmail}; es posible que le pidamos que acredite su identidad. Respondemos en el plazo de un mes.',
          ),
          paragraph(
            'Si no está satisfecho con nuestra respuesta, puede presentar una reclamación ante la autoridad de control, {authorityName} ({authorityUrl}), o ante la autoridad de protección de datos del país en el que reside.',
            EUROPE,
          ),
          paragraph(
            'Puede contactar con nuestro responsable de reclamaciones (Grievance Officer) en {grievanceEmail}, que responde en el plazo que establece la DPDP Act. Si no está satisfecho, puede presentar una reclamación ante el {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Seguridad',
        blocks: [
          paragraph(
            'Sus datos se transmiten cifrados (HTTPS). Las contraseñas solo se guardan como hash seguro, los códigos de acceso caducan en pocos minutos y solo el personal que necesita sus datos para su trabajo puede verlos. Si una brecha de seguridad pone en riesgo sus datos, informamos a la autoridad y a usted, tal como exige la ley.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Menores',
        blocks: [
          paragraph(
            '{brandName} no está dirigido a menores: debe tener 18 años para crear una cuenta o reservar. No recogemos a sabiendas datos de menores, salvo los nombres y edades de los niños que viajan con usted, que usted mismo nos facilita.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Cambios en esta política',
        blocks: [
          paragraph(
            'Actualizamos esta política cuando cambian nuestros servicios o la ley. La fecha que figura al principio indica la versión más reciente; le informamos por correo electrónico de los cambios importantes.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Qué cookies instala {brandName} en su dispositivo, para qué sirve cada una y cuánto tiempo dura.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Qué son las cookies',
        blocks: [
          paragraph(
            'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador. También guardamos algunos valores similares en el almacenamiento local de su navegador. En esta política, «cookies» se refiere a ambos.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Las tres categorías',
        blocks: [
          list([
            'Necesarias: imprescindibles para que el sitio funcione y sea seguro, por ejemplo para mantener su sesión iniciada y recordar los datos de su reserva. No se pueden desactivar.',
            'Preferencias: recuerdan opciones como su idioma y su ubicación, para que el sitio se abra tal como lo dejó.',
            'Estadísticas: nos ayudan a entender cómo se utiliza el sitio, contando las visitas y qué campaña le trajo, para poder mejorarlo.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Las cookies que utilizamos',
        blocks: [
          table(
            ['Nombre', 'Categoría', 'Finalidad', 'Duración'],
            [
              ['token', 'Necesaria', 'Mantiene su sesión iniciada.', 'Hasta que cierre la sesión o el navegador'],
              ['fingerprint2', 'Necesaria', 'Reconoce su dispositivo, para proteger su cuenta y prevenir el fraude.', '2 años (63.072.000 segundos)'],
              ['appContext', 'Necesaria', 'Recuerda el sitio en el que se encuentra: marca, país y moneda.', '2 horas (7200 segundos)'],
              ['loggedInAppContext', 'Necesaria', 'Recuerda lo mismo cuando ha iniciado sesión.', '6 meses (15.552.000 segundos)'],
              ['cookie_consent', 'Necesaria', 'Recuerda qué tipos de cookies ha permitido, para no volver a preguntarle.', '6 meses (15.552.000 segundos)'],
              ['countryIso', 'Necesaria', 'El país desde el que se conecta, para mostrar los precios y las normas correctos.', '2 horas (7200 segundos)'],
              ['locale', 'Preferencias', 'El idioma que ha elegido.', '1 año (31.536.000 segundos)'],
              ['geoContext', 'Preferencias', 'Su ubicación aproximada, para sugerirle alojamientos cercanos.', '12 horas (43.200 segundos)'],
              [
                'quickLogin',
                'Preferencias',
                'Recuerda que ya le mostramos el inicio de sesión rápido, para que no vuelva a aparecer.',
                '1 día (86.400 segundos)',
              ],
              ['utm', 'Estadísticas', 'La campaña o el enlace por el que llegó hasta nosotros (parámetros utm).', '30 días (2.592.000 segundos)'],
              ['expd', 'Estadísticas', 'La versión de una página que ve mientras probamos una mejora.', 'Hasta que cierre el navegador'],
              ['client_id', 'Estadísticas', 'Cuenta las visitas sin identificarle.', 'Hasta que cierre el navegador'],
            ],
          ),
          paragraph(
            'No utilizamos cookies publicitarias. En su página de pago, nuestro proveedor de pagos puede instalar las cookies necesarias para procesar el pago de forma segura.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Su elección',
        blocks: [
          paragraph(
            'Instalamos las cookies necesarias sin preguntar, porque el sitio no puede funcionar sin ellas. Las cookies de preferencias y de estadísticas solo se instalan después de que usted las acepte en el banner de cookies. Para cambiar su elección, borre las cookies de este sitio en su navegador: el banner se lo volverá a preguntar en su próxima visita.',
            EUROPE,
          ),
          paragraph(
            'Utilizamos cookies necesarias para el funcionamiento del sitio, y cookies de preferencias y de estadísticas para recordar sus opciones y mejorar el sitio. Puede bloquear o borrar las cookies en cualquier momento en la configuración de su navegador.',
            INDIA,
          ),
          paragraph(
            'Todos los navegadores permiten ver, bloquear y borrar las cookies desde su configuración. Si bloquea las cookies necesarias, no podrá iniciar sesión ni reservar.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Preguntas',
        blocks: [
          paragraph(
            'Si tiene preguntas sobre las cookies, escriba a {privacyEmail}. Nuestra Política de privacidad explica cómo utilizamos los datos personales.',
          ),
        ],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Responsabilidad social corporativa',
    summary: 'Cómo trabaja {brandName} para ser un socio justo con las personas y los lugares que reciben a nuestros huéspedes.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Nuestro enfoque',
        blocks: [
          paragraph(
            'Viajar solo es sostenible si beneficia a los lugares que se visitan. Elegimos a nuestros socios con cuidado, les pagamos de forma justa y puntual, y aprovechamos nuestro alcance para fomentar mejores formas de gestionar un alojamiento.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Colaboraciones justas',
        blocks: [
          list([
            'Los establecimientos reciben el importe de cada estancia en el plazo acordado en su contrato y ven cada línea de comisión.',
            'Publicamos el precio que fija el establecimiento; no añadimos cargos ocultos al pagar.',
            'Los propietarios y gestores cuentan con un gestor de cuenta asignado, que les atiende en su propio idioma.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Personas',
        blocks: [
          paragraph(
            'Esperamos que todos nuestros socios respeten la ley en materia de salarios, jornada laboral y seguridad, que nunca empleen a menores y que ofrezcan a su personal un lugar de trabajo seguro y libre de acoso. Ponemos fin a la colaboración cuando no se cumplen estas expectativas.',
          ),
          paragraph(
            'Formamos gratuitamente a los equipos de limpieza y de recepción de nuestros hoteles asociados en higiene, seguridad de los huéspedes y competencias digitales.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Medio ambiente',
        blocks: [
          list([
            'Animamos a los establecimientos a reutilizar la ropa de cama y las toallas a petición del huésped, ahorrar agua y energía y eliminar los plásticos de un solo uso de las habitaciones.',
            'Nuestras oficinas funcionan sin papel: las confirmaciones, facturas y bonos son digitales.',
            'Mostramos a los huéspedes el transporte público cercano a cada alojamiento cuando lo conocemos.',
          ]),
          paragraph(
            'Pedimos a los propietarios que registren su vivienda vacacional en el ayuntamiento cuando sea obligatorio, y que respeten los límites locales al alquiler vacacional, para que los barrios conserven viviendas para las personas que viven en ellos.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Comunidades',
        blocks: [
          paragraph(
            'La mayoría de las personas que gestionan nuestros alojamientos viven cerca. Damos preferencia a proveedores y personal locales, y pedimos a los huéspedes que respeten a los vecinos, las horas de descanso y las costumbres locales.',
          ),
          paragraph(
            'Cuando la Companies Act, 2013 lo exige, {companyName} destina al menos el dos por ciento de su beneficio neto medio a actividades de responsabilidad social corporativa aprobadas por su consejo de administración, e informa de ellas en su informe anual.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Accesibilidad',
        blocks: [
          paragraph(
            'Desarrollamos nuestro sitio web conforme a las Pautas de Accesibilidad para el Contenido Web (WCAG 2.1, nivel AA): funciona con teclado y con lectores de pantalla. Indíquenos en {supportEmail} dónde no estamos a la altura.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Hable con nosotros',
        blocks: [
          paragraph(
            'Ideas, preguntas o inquietudes sobre nuestra forma de actuar o la de un establecimiento: escriba a {supportEmail}. Leemos todos los mensajes.',
          ),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Política de tarjetas guardadas',
    summary: 'Cómo funciona guardar una tarjeta para pagar más rápido en {brandName}, qué datos conservamos y cómo eliminar una tarjeta.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Cómo funciona guardar una tarjeta',
        blocks: [
          paragraph(
            'Cuando decide guardar una tarjeta al pagar, la guarda nuestro proveedor de pagos, no nosotros. El proveedor sustituye el número de la tarjeta por un token: un código que solo puede utilizarse para pagos en {brandName} y que no le sirve a nadie más.',
          ),
          paragraph(
            'Tal como exige el Reserve Bank of India, una tarjeta solo se guarda como token creado por la red de la tarjeta o por el banco que la emitió (tokenización card-on-file), después de que usted haya dado su consentimiento expreso y lo haya confirmado con un factor de autenticación adicional, como una contraseña de un solo uso de su banco. Ni nosotros ni el proveedor de pagos conservamos el número de su tarjeta.',
            INDIA,
          ),
          paragraph(
            'Cada pago con una tarjeta guardada se confirma como exija su banco conforme a la autenticación reforzada de clientes, por ejemplo en la aplicación de su banco.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Qué vemos',
        blocks: [
          paragraph(
            'Solo vemos lo que usted necesita para reconocer la tarjeta: la red de la tarjeta, los cuatro últimos dígitos y la fecha de caducidad. Solo utilizamos la tarjeta guardada cuando usted la elige para un pago.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'El código de seguridad',
        blocks: [
          paragraph(
            'El código de seguridad de la tarjeta (CVV o CVC) nunca se guarda, ni por nuestra parte ni por la del proveedor de pagos. Su banco puede volver a pedírselo en cada pago.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Eliminar una tarjeta',
        blocks: [
          paragraph(
            'Puede eliminar una tarjeta guardada en cualquier momento desde su cuenta o solicitándolo al servicio de atención al cliente en {supportEmail}. El proveedor de pagos suprime entonces el token, que ya no podrá volver a utilizarse. Eliminar una tarjeta no afecta a las reservas que ya haya pagado.',
          ),
          paragraph(
            'Un token también deja de funcionar cuando la tarjeta caduca o su banco la sustituye; si lo desea, podrá guardar la nueva tarjeta en su próximo pago.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Seguridad',
        blocks: [
          paragraph(
            'Nuestro proveedor de pagos está certificado conforme a la norma de seguridad de datos de la industria de tarjetas de pago (PCI DSS). Si cree que alguien ha utilizado su tarjeta guardada sin su permiso, elimínela, avise a su banco y escriba de inmediato a {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Parejas no casadas',
    summary: 'Qué alojamientos de {brandName} aceptan a parejas que no están casadas, qué debe llevar y qué dice la ley.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Qué alojamientos aceptan a parejas',
        blocks: [
          paragraph(
            'Muchos hoteles de {brandName} aceptan a parejas no casadas. Cada hotel muestra su norma antes de reservar: los hoteles que aceptan a parejas no casadas muestran «Las parejas son bienvenidas»; los que no las aceptan muestran «No se admiten parejas no casadas» en la página del hotel y en los resultados de búsqueda. En los resultados de búsqueda, el filtro «Apto para parejas» muestra solo los hoteles que aceptan a parejas.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Cada vivienda fija su propia norma y la muestra antes de reservar: las viviendas que aceptan a parejas no casadas muestran «Las parejas son bienvenidas»; las que no las aceptan muestran «No se admiten parejas no casadas».',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Si reserva un alojamiento marcado con «No se admiten parejas no casadas», el establecimiento puede denegar la entrada a una pareja que no pueda demostrar que está casada. Como la norma se mostró antes de la reserva, se aplica entonces la política de cancelación de la habitación. Elija un alojamiento que acepte a parejas.',
            INDIA,
          ),
          paragraph(
            'Todas las viviendas de {brandName} aceptan a parejas, estén casadas o no. Los propietarios no pueden pedir una prueba de matrimonio, y retiramos los anuncios que lo hagan.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Qué debe llevar',
        blocks: [
          paragraph(
            'Ambos deben tener al menos 18 años y presentar al hacer el check-in un documento de identidad oficial válido con fotografía: tarjeta Aadhaar, pasaporte, permiso de conducir o tarjeta de elector. La página del alojamiento indica si no acepta la tarjeta PAN («No se acepta la tarjeta PAN») o documentos de identidad con una dirección en la misma ciudad. Los huéspedes que no tienen la nacionalidad india presentan su pasaporte y su visado.',
            INDIA,
          ),
          paragraph(
            'Cada adulto presenta un pasaporte o documento nacional de identidad al hacer el check-in, tal como exige el registro de huéspedes. Nadie le preguntará por su estado civil.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'La ley, en pocas palabras',
        blocks: [
          paragraph(
            'Ninguna ley de la India prohíbe que dos adultos no casados se alojen juntos en una habitación de hotel, y hacerlo no constituye delito. No obstante, un establecimiento puede fijar sus propias normas de admisión, y por eso algunos no aceptan a parejas no casadas. Lo que la ley sí exige a todos los establecimientos es registrar la identidad de sus huéspedes, y por eso usted debe mostrar sus documentos de identidad.',
            INDIA,
          ),
          paragraph(
            'La legislación aplicable ({countryName}) permite a los adultos alojarse juntos, sea cual sea su estado civil. Un establecimiento puede pedir documentos de identidad para registrar a sus huéspedes, como exige la ley, pero no un certificado de matrimonio.',
            EUROPE,
          ),
          paragraph('Esta página ofrece información general y no constituye asesoramiento jurídico.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Si algo sale mal',
        blocks: [
          paragraph(
            'Si un establecimiento le rechaza aunque muestre «Las parejas son bienvenidas», o le trata de forma injusta al hacer el check-in, llámenos o escríbanos a {supportEmail} desde el propio establecimiento. Le buscaremos otro alojamiento cercano o le reembolsaremos el importe íntegro.',
          ),
        ],
      },
    ],
  },
};
