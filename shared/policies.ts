import type { Policies } from './schemas/policies';

/**
 * The texts a new shop starts with (the owner edits them in the back office): what the shop keeps and
 * why, for how long, and how to ask for it to be deleted; and the terms of booking and buying.
 */
const PRIVACY_EN = `{shop} keeps only what it needs to look after your appointments and orders.

## What we keep
Your name, phone number and email address; your appointments (past and upcoming) and any notes you add; the language you book in; and, if you ask for reminders on this device, its push subscription (a technical address your browser gives us, not your location or contacts). For store orders we keep the items, your name and how to reach you.

## Why
To hold your appointment, to send you its confirmation, reminders and any change, to let you change or cancel it through the link in those messages, and to know you when you book again. We do not sell or share your details, and we do not use them for advertising.

## How long
Your details, your appointment history and the messages we sent you stay on file while you are a client, so the front desk can see your visits. Ask us at any time and we delete them. A push subscription is deleted as soon as your browser tells us it no longer works, or when you turn reminders off.

## Your choices
Every email has a link to stop reminders. To see what we keep about you, to correct it, or to have it deleted, call us or write to us (see Contact). We will do so within 30 days; appointments already made are then cancelled.`;

const PRIVACY_ES = `{shop} guarda solo lo que necesita para atender tus citas y pedidos.

## Qué guardamos
Tu nombre, teléfono y email; tus citas (pasadas y próximas) y las notas que añadas; el idioma en que reservas; y, si pides recordatorios en este dispositivo, su suscripción push (una dirección técnica que nos da tu navegador, no tu ubicación ni tus contactos). De los pedidos de la tienda guardamos los artículos, tu nombre y cómo contactarte.

## Para qué
Para reservar tu cita, enviarte su confirmación, recordatorios y cualquier cambio, permitirte cambiarla o cancelarla con el enlace de esos mensajes, y reconocerte cuando vuelvas a reservar. No vendemos ni compartimos tus datos, y no los usamos para publicidad.

## Por cuánto tiempo
Tus datos, tu historial de citas y los mensajes que te enviamos se guardan mientras seas cliente, para que la recepción pueda ver tus visitas. Pídenoslo cuando quieras y los borramos. Una suscripción push se borra en cuanto tu navegador nos dice que ya no funciona, o cuando desactivas los recordatorios.

## Tus opciones
Cada email tiene un enlace para dejar de recibir recordatorios. Para ver lo que guardamos de ti, corregirlo o pedir que lo borremos, llámanos o escríbenos (ver Contacto). Lo haremos en un plazo de 30 días; las citas ya hechas se cancelan entonces.`;

const TERMS_EN = `These terms apply when you book an appointment or buy from {shop}.

## Appointments
A booking is confirmed when you see "Appointment Booked!" and receive its confirmation. Please arrive a few minutes early. If you cannot come, change or cancel your appointment with the link in your messages, or call us, as early as you can; close to the start time, changes are by phone only.

## Prices
Prices shown are from prices; the final price may depend on your hair and the service. Chemical services are priced after an evaluation at the shop.

## Store
Products are reserved for you when you check out and are picked up at the shop. Payment is taken at the shop unless online payment is offered.

## Changes
We may update these terms; the version on this page applies to bookings made from the day it is published.`;

const TERMS_ES = `Estas condiciones se aplican cuando reservas una cita o compras en {shop}.

## Citas
Una reserva queda confirmada cuando ves "¡Cita confirmada!" y recibes su confirmación. Llega unos minutos antes, por favor. Si no puedes venir, cambia o cancela tu cita con el enlace de tus mensajes, o llámanos, lo antes posible; cerca de la hora, los cambios son solo por teléfono.

## Precios
Los precios indicados son precios desde; el precio final puede depender de tu cabello y del servicio. Los servicios químicos se cotizan tras una evaluación en la barbería.

## Tienda
Los productos quedan reservados al completar el pedido y se recogen en la barbería. El pago se hace en la barbería salvo que se ofrezca el pago en línea.

## Cambios
Podemos actualizar estas condiciones; la versión de esta página se aplica a las reservas hechas desde el día en que se publica.`;

export const DEFAULT_POLICIES: Policies = { privacy: { en: PRIVACY_EN, es: PRIVACY_ES }, terms: { en: TERMS_EN, es: TERMS_ES } };
